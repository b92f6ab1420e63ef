import { MY_LINK_MINUTES } from '@shared/privacy/my-requests';
import { type RenderedEmail, button, escapeHtml, formatDate, layout, subjectLine } from '../outbox';

/** The emailed "My requests" link (docs/product.md#my-requests-and-privacy). */
export function renderMyLinkEmail(url: string): RenderedEmail {
  const subject = subjectLine('Your coach hire requests');
  const why = 'Someone asked for a link to the coach hire requests made with this email address.';
  const how = `Open this link within ${MY_LINK_MINUTES} minutes to see your requests, download your data or erase a request.`;
  const notYou = 'If you did not ask for this, ignore this email: nobody else can use the link.';
  const text = [why, how, url, '', notYou, '', 'Coach Hire Ireland'].join('\n');
  const html = layout(
    subject,
    `<p>${escapeHtml(why)}</p><p>${escapeHtml(how)}</p><p>${button(url, 'See my requests')}</p><p>${escapeHtml(notYou)}</p>`,
  );
  return { subject, text, html };
}

/**
 * To the company that received the customer's contact details (the chosen one): the customer's
 * data is erased, and they must erase their copy. Names only the reference and the date, which
 * are not personal data once the contact details are gone.
 */
export function renderErasedNoticeEmail(
  companyName: string,
  reference: string,
  dateOfTravel: string,
): RenderedEmail {
  const subject = subjectLine(`Personal data erased: request ${reference}`);
  const news = `The customer of request ${reference} (travel date ${formatDate(dateOfTravel)}) has had their personal data erased from Coach Hire Ireland.`;
  const ask =
    'Please erase the contact details we sent you for this request (name, email, mobile) from your own records, except what the law requires you to keep, such as invoices for a trip that took place.';
  const text = [`Hello ${companyName},`, '', news, ask, '', 'Coach Hire Ireland'].join('\n');
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(companyName)},</p><p>${escapeHtml(news)}</p><p>${escapeHtml(ask)}</p>`,
  );
  return { subject, text, html };
}
