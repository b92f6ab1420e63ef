import { eq } from 'drizzle-orm';
import { formatDate } from '@shared/dates';
import type { Database } from '../../db/client';
import { bookings, quotes } from '../../db/schema';
import { enqueueJobOnce, rescheduleJob } from '../../jobs/queue';
import { type JobHandler, payloadNumber } from '../../jobs/worker';
import {
  type OutgoingMessage,
  type RenderedEmail,
  type Transports,
  emailMessage,
  escapeHtml,
  layout,
  queueMessages,
  smsMessages,
  subjectLine,
  toE164,
} from '../outbox';
import { firstPickup } from './clock';
import { type BookingDeps, bookingLinks } from './links';
import type { BookingRow } from './repository';

/**
 * The booking's reminders (docs/product.md#bookings), durable jobs each keyed once per booking:
 * - 'booking.reminder' 48 h before the first pick-up: both sides are reminded of the trip;
 * - 'booking.driver-details' 24 h before: the customer gets the driver and vehicle by email (and
 *   by SMS when an SMS transport is configured) if the company gave them, else the company is
 *   nudged to give them. A cancelled or completed booking gets neither.
 */
export const BOOKING_REMINDER_JOB = 'booking.reminder';
export const DRIVER_DETAILS_JOB = 'booking.driver-details';

const HOUR_MS = 3_600_000;
export const REMINDER_HOURS_BEFORE = 48;
export const DRIVER_DETAILS_HOURS_BEFORE = 24;

const REMINDER_JOBS = [
  [BOOKING_REMINDER_JOB, REMINDER_HOURS_BEFORE],
  [DRIVER_DETAILS_JOB, DRIVER_DETAILS_HOURS_BEFORE],
] as const;

/** Each reminder job's key, kind and time for the booking's first pick-up as it now is. */
const reminderRuns = (booking: BookingRow) =>
  REMINDER_JOBS.map(([kind, hours]) => ({
    key: `${kind}:${booking.id}`,
    kind,
    runAt: new Date(firstPickup(booking).getTime() - hours * HOUR_MS),
  }));

/**
 * Both reminder jobs of a new booking, in its transaction; one already past (a booking made
 * less than 48 h, or 24 h, ahead) is not scheduled: the confirmation has just said it all.
 */
export async function scheduleBookingReminders(
  tx: Database,
  booking: BookingRow,
  now = new Date(),
): Promise<void> {
  for (const { key, kind, runAt } of reminderRuns(booking)) {
    if (runAt <= now) continue;
    await enqueueJobOnce(tx, key, kind, { booking_id: booking.id }, runAt);
  }
}

/**
 * After an accepted change moved the first pick-up (docs/product.md#booking-changes): the
 * reminders not sent yet move with it (one now past runs at once), and one skipped when the
 * booking was made is scheduled if it is now ahead.
 */
export async function rescheduleBookingReminders(
  tx: Database,
  booking: BookingRow,
  now = new Date(),
): Promise<void> {
  for (const { key, runAt } of reminderRuns(booking)) {
    await rescheduleJob(tx, key, runAt < now ? now : runAt);
  }
  await scheduleBookingReminders(tx, booking, now);
}

function render(title: string, lines: string[], link: [string, string]): RenderedEmail {
  const subject = subjectLine(title);
  const text = [...lines, '', `${link[1]}: ${link[0]}`, '', 'Coach Hire Ireland'].join('\n');
  const html = layout(
    subject,
    `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link[0])}">${escapeHtml(link[1])}</a></p>`,
  );
  return { subject, text, html };
}

const firstName = (booking: BookingRow) => booking.customer.name.trim().split(/\s+/)[0] ?? '';
const companyGreeting = (booking: BookingRow) =>
  `Hello ${booking.company.contact_name ?? booking.company.name},`;

function pickupLine(booking: BookingRow): string {
  const first = booking.itinerary[0];
  const place = first?.stops[0]?.place ?? '';
  const time = first?.start_time ? ` at ${first.start_time}` : '';
  return `Pick-up: ${formatDate(first?.date ?? '')}${time}, ${place}.`;
}

type Links = ReturnType<typeof bookingLinks>;

function tripReminders(booking: BookingRow, links: Links): OutgoingMessage[] {
  const key = `lead:${booking.lead_id}:booking:reminder`;
  const title = `Your trip is in two days: ${booking.reference}`;
  return [
    emailMessage(
      booking.lead_id,
      `${key}:customer`,
      booking.customer.email,
      render(
        title,
        [
          `Hi ${firstName(booking)},`,
          `Your trip with ${booking.company.name} is in two days.`,
          pickupLine(booking),
          `The company's phone: ${booking.company.phone}. The driver's details follow the day before.`,
        ],
        [links.customerPage, 'Your booking'],
      ),
    ),
    emailMessage(
      booking.lead_id,
      `${key}:company`,
      booking.company.email,
      render(
        `Trip in two days: ${booking.reference}`,
        [
          companyGreeting(booking),
          `The trip for ${booking.customer.name} is in two days.`,
          pickupLine(booking),
          `The customer's phone: ${booking.customer.phone}.`,
          ...(booking.driver_name
            ? []
            : ['Please add the driver and vehicle from your link before the trip.']),
        ],
        [links.companyPage, 'Your link'],
      ),
    ),
  ];
}

function driverDetails(
  booking: BookingRow,
  links: Links,
  transports: Pick<Transports, 'sendSms'>,
): OutgoingMessage[] {
  const key = `lead:${booking.lead_id}:booking:driver-details`;
  if (!booking.driver_name || !booking.driver_mobile) {
    return [
      emailMessage(
        booking.lead_id,
        `${key}:nudge`,
        booking.company.email,
        render(
          `Driver details needed: ${booking.reference}`,
          [
            companyGreeting(booking),
            `The trip for ${booking.customer.name} is tomorrow and the customer has not got the driver's details yet.`,
            pickupLine(booking),
            "Please add the driver's name and mobile and the vehicle registration from your link now.",
          ],
          [links.companyPage, 'Your link'],
        ),
      ),
    ];
  }
  const vehicle = booking.vehicle_registration
    ? `Vehicle registration: ${booking.vehicle_registration}.`
    : '';
  const details = [
    `Your driver: ${booking.driver_name}, mobile ${booking.driver_mobile}.`,
    ...(vehicle ? [vehicle] : []),
  ];
  return [
    emailMessage(
      booking.lead_id,
      `${key}:email`,
      booking.customer.email,
      render(
        `Your driver for tomorrow: ${booking.reference}`,
        [`Hi ${firstName(booking)},`, pickupLine(booking), ...details],
        [links.customerPage, 'Your booking'],
      ),
    ),
    ...(transports.sendSms
      ? smsMessages(booking.lead_id, `${key}:sms`, toE164(booking.customer.phone), () =>
          [`Coach Hire Ireland ${booking.reference}:`, pickupLine(booking), ...details].join(' '),
        )
      : []),
  ];
}

type ReminderDeps = BookingDeps & {
  db: Database;
  /** The clock; tests pass their own to move time. */
  now?: () => Date;
};

export function bookingJobHandlers(deps: {
  db: Database;
  config: { PUBLIC_URL: string };
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>;
  linkSecret: string;
  now?: () => Date;
}): Record<string, JobHandler> {
  const reminderDeps: ReminderDeps = {
    db: deps.db,
    transports: deps.transports,
    publicUrl: deps.config.PUBLIC_URL,
    linkSecret: deps.linkSecret,
    now: deps.now,
  };
  return {
    [BOOKING_REMINDER_JOB]: remind(reminderDeps, (booking, links) => tripReminders(booking, links)),
    [DRIVER_DETAILS_JOB]: remind(reminderDeps, (booking, links) =>
      driverDetails(booking, links, deps.transports),
    ),
  };
}

/** A reminder of a booking still to happen; nothing once it is cancelled, done or under way. */
function remind(
  { db, transports, publicUrl, linkSecret, now }: ReminderDeps,
  messages: (booking: BookingRow, links: Links) => OutgoingMessage[],
): JobHandler {
  const clock = now ?? (() => new Date());
  return async (job) => {
    const bookingId = payloadNumber(job, 'booking_id');
    await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ booking: bookings, inviteId: quotes.invite_id })
        .from(bookings)
        .innerJoin(quotes, eq(quotes.id, bookings.quote_id))
        .where(eq(bookings.id, bookingId))
        .for('update', { of: bookings });
      if (!found) return;
      const { booking, inviteId } = found;
      if (booking.status === 'cancelled' || booking.status === 'completed') return;
      if (clock() >= firstPickup(booking)) return;
      const links = bookingLinks({ publicUrl, linkSecret }, booking.lead_id, inviteId);
      await queueMessages(tx, transports, messages(booking, links));
    });
  };
}
