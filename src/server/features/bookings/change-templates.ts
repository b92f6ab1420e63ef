import { type ChangeAction, type ChangeSide, changeSummary } from '@shared/bookings/changes';
import { centsToEur } from '@shared/marketplace/quotes';
import {
  type OutgoingMessage,
  emailMessage,
  escapeHtml,
  firstNameOf,
  layout,
  smsMessages,
  subjectLine,
  toE164,
} from '../outbox';
import type { BookingLinks } from './links';
import type { BookingRow } from './repository';

/**
 * What a change request, its answer and a company's cancellation tell the other side
 * (docs/product.md#booking-changes): an email each, and an SMS when an SMS transport is configured.
 */

export type ChangeRow = {
  id: number;
  requested_by: ChangeSide;
  message: string;
  pickup_times: { day: number; start_time: string }[] | null;
  number_of_people: number | null;
  price_cents: number | null;
};

type Notice = { key: string; to: ChangeSide; title: string; lines: string[]; sms: string };

const otherSide = (side: ChangeSide): ChangeSide => (side === 'customer' ? 'company' : 'customer');

const nameOf = (booking: BookingRow, side: ChangeSide) =>
  side === 'customer' ? booking.customer.name : booking.company.name;

const greeting = (booking: BookingRow, side: ChangeSide) =>
  side === 'customer'
    ? `Hi ${firstNameOf(booking.customer.name)},`
    : `Hello ${booking.company.contact_name ?? booking.company.name},`;

/** The proposal as sentences, each against what the booking says now. */
export const proposalLines = (booking: BookingRow, change: ChangeRow, people: number) =>
  changeSummary(
    {
      pickup_times: change.pickup_times,
      number_of_people: change.number_of_people,
      price_eur: change.price_cents === null ? null : centsToEur(change.price_cents),
    },
    {
      itinerary: booking.itinerary,
      number_of_people: people,
      total_eur: centsToEur(booking.price_cents),
    },
  );

function toMessages(booking: BookingRow, links: BookingLinks, notice: Notice): OutgoingMessage[] {
  const customer = notice.to === 'customer';
  const recipient = customer ? booking.customer.email : booking.company.email;
  const page = customer ? links.customerPage : links.companyPage;
  const subject = subjectLine(notice.title);
  const lines = [greeting(booking, notice.to), '', ...notice.lines];
  const text = [...lines, '', `Your booking: ${page}`, '', 'Coach Hire Ireland'].join('\n');
  const html = layout(
    subject,
    `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(page)}">Your booking</a></p>`,
  );
  const key = `lead:${booking.lead_id}:booking:${notice.key}:${notice.to}`;
  const phone = customer ? booking.customer.phone : booking.company.phone;
  return [
    emailMessage(booking.lead_id, key, recipient, { subject, text, html }),
    ...smsMessages(booking.lead_id, `${key}:sms`, toE164(phone), () =>
      `Coach Hire Ireland ${booking.reference}: ${notice.sms} ${page}`.slice(0, 320),
    ),
  ];
}

/** Withhold the SMS unless an SMS transport is configured, as the other notices do. */
const withSms = (messages: OutgoingMessage[], canText: boolean) =>
  canText ? messages : messages.filter((message) => message.channel === 'email');

export function changeRequestedMessages(
  booking: BookingRow,
  change: ChangeRow,
  people: number,
  links: BookingLinks,
  canText: boolean,
): OutgoingMessage[] {
  const asker = nameOf(booking, change.requested_by);
  return withSms(
    toMessages(booking, links, {
      key: `change:${change.id}:requested`,
      to: otherSide(change.requested_by),
      title: `Change requested: ${booking.reference}`,
      lines: [
        `${asker} asks to change booking ${booking.reference}.`,
        `Their message: ${change.message}`,
        ...proposalLines(booking, change, people),
        'Accept or decline it from your booking page.',
      ],
      sms: `${asker} asks to change the booking. Accept or decline:`,
    }),
    canText,
  );
}

const ANSWER_WORDS: Record<ChangeAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
};

/** The answer goes to the side that did not give it: the asker, or (withdrawn) the other side. */
export function changeAnsweredMessages(
  booking: BookingRow,
  change: ChangeRow,
  action: ChangeAction,
  links: BookingLinks,
  canText: boolean,
): OutgoingMessage[] {
  const by = action === 'withdraw' ? change.requested_by : otherSide(change.requested_by);
  const word = ANSWER_WORDS[action];
  const outcome =
    action === 'accept'
      ? 'The booking now reads as changed; the confirmation and the calendar file on the booking page show it.'
      : 'The booking stays as it was.';
  return withSms(
    toMessages(booking, links, {
      key: `change:${change.id}:${word}`,
      to: otherSide(by),
      title: `Change ${word}: ${booking.reference}`,
      lines: [
        `${nameOf(booking, by)} has ${word} the change request on booking ${booking.reference}.`,
        outcome,
      ],
      sms: `the change request was ${word}.`,
    }),
    canText,
  );
}

export function cancelledByCompanyMessages(
  booking: BookingRow,
  links: BookingLinks,
  canText: boolean,
): OutgoingMessage[] {
  return withSms(
    toMessages(booking, links, {
      key: 'cancelled',
      to: 'customer',
      title: `Booking cancelled: ${booking.reference}`,
      lines: [
        `${booking.company.name} has cancelled your booking ${booking.reference} (first day ${booking.itinerary[0]?.date ?? ''}).`,
        `Their reason: ${booking.cancel_reason ?? ''}`,
        'You are not charged for a cancellation by the company.',
      ],
      sms: `${booking.company.name} has cancelled your booking. You are not charged.`,
    }),
    canText,
  );
}
