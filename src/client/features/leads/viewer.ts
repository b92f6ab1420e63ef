import { irishToday } from '@shared/dates';
import { MAX_DB_INTEGER } from '@shared/http';

/** The signed-in staff member looking at a lead page. */
export type Viewer = { id: number; name: string; isAdmin: boolean };

/**
 * Whether the viewer may change the lead or add notes: admins any lead, managers theirs and the
 * unassigned ones (the server answers 403 otherwise; docs/product.md#priority-and-assignment).
 */
export const mayWorkLead = (viewer: Viewer, lead: { assigned_to: number | null }) =>
  viewer.isAdmin || lead.assigned_to === null || lead.assigned_to === viewer.id;

/**
 * Whether companies may still be invited to the lead: being worked (new, contacted, quoted), not
 * spam, travel date not passed in Ireland (docs/product.md#inviting-companies-by-hand).
 */
export const takesQuotes = (
  lead: { status: string; is_spam: boolean; date_of_travel: string },
  today = irishToday(),
) =>
  ['new', 'contacted', 'quoted'].includes(lead.status) &&
  !lead.is_spam &&
  lead.date_of_travel >= today;

/** The signed-in user as the auth feature hands it over (routes pass it in; features don't import each other). */
type SignedInUser = { id: number | string; name: string } | null;

/** The viewer of a lead page, or null without a usable user id. */
export function toViewer(user: SignedInUser, isAdmin: boolean): Viewer | null {
  const id = Number(user?.id);
  return user && Number.isInteger(id) && id > 0 ? { id, name: user.name, isAdmin } : null;
}

/** A lead id from the URL, or null for anything that cannot be one. */
export function parseLeadId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_DB_INTEGER ? id : null;
}
