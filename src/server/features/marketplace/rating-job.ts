import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { leadInvites, leads, operators } from '../../db/schema';
import type { JobHandler } from '../../jobs/worker';
import { signLink } from '../../lib/signed-links';
import { completeBookingOfLead } from '../bookings';
import { type Transports, queueMessages } from '../outbox';
import { addDays, irishTimeOn } from './link-rules';
import { renderRatingRequest } from './marketplace-templates';
import { findRating } from './quotes-repository';

export const RATING_REQUEST_JOB = 'lead.rating-request';

/** The customer is asked at 10:00 Irish time on the day after the trip ends. */
export const ratingRequestAt = (tripEnd: string) => irishTimeOn(addDays(tripEnd, 1), 10);

type Deps = {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL'>;
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
  linkSecret: string;
};

/**
 * 'lead.rating-request': emails the customer one link per star to rate the company they chose.
 * It completes the booking first (docs/product.md#bookings). Nothing is sent when the booking
 * was cancelled, the trip already rated, the choice is gone (lead deleted) or the customer's data
 * was erased; the
 * message key makes a re-run harmless.
 */
function handleRatingRequest({ db, config, transports, linkSecret }: Deps): JobHandler {
  return async (job) => {
    const leadId = Number((job.payload as { lead_id?: unknown }).lead_id);
    const [row] = await db
      .select({ lead: leads, operator: operators })
      .from(leadInvites)
      .innerJoin(leads, eq(leads.id, leadInvites.lead_id))
      .innerJoin(operators, eq(operators.id, leadInvites.operator_id))
      .where(and(eq(leadInvites.lead_id, leadId), eq(leadInvites.status, 'chosen')));
    if (!row) return;
    // The trip is over: the booking is completed, and a cancelled one is not rated.
    if ((await completeBookingOfLead(db, leadId)) === 'cancelled') return;
    // An erased request has no address to ask (docs/product.md#my-requests-and-privacy).
    if (row.lead.anonymised_at || (await findRating(db, leadId))) return;
    const quotesUrl = `${config.PUBLIC_URL}/quotes/${signLink(linkSecret, 'quotes', leadId)}`;
    const email = renderRatingRequest(row.lead, row.operator, quotesUrl);
    await db.transaction((tx) =>
      queueMessages(tx, transports, [
        {
          message_key: `lead:${leadId}:rating-request`,
          lead_id: leadId,
          channel: 'email',
          recipient: row.lead.email,
          subject: email.subject,
          body_text: email.text,
          body_html: email.html,
        },
      ]),
    );
  };
}

export function ratingJobHandlers(deps: Deps): Record<string, JobHandler> {
  return { [RATING_REQUEST_JOB]: handleRatingRequest(deps) };
}
