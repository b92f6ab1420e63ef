import type { WorkspaceInvitation } from '@shared/workspace/invitations';
import type { CompanyQuote } from '@shared/workspace/quotes';
import { journey, makeRespondView } from '@/features/marketplace/testing';

export const INVITED_AT = '2030-06-01T09:00:00.000Z';
export const DEADLINE = '2030-06-01T10:00:00.000Z';

/** An invitation as `GET /operator/invitations` gives it: invited, its deadline an hour on. */
export function makeInvitation(
  overrides: Partial<WorkspaceInvitation> & { id: number },
): WorkspaceInvitation {
  return {
    ...makeRespondView(),
    invited_at: INVITED_AT,
    deadline: DEADLINE,
    ...overrides,
  };
}

export function makeCompanyQuote(overrides: Partial<CompanyQuote> & { id: number }): CompanyQuote {
  return {
    invitation_id: overrides.id + 100,
    reference: journey.reference,
    pickup_location: journey.pickup_location,
    dropoff_location: journey.dropoff_location,
    date_of_travel: journey.date_of_travel,
    is_return_trip: journey.is_return_trip,
    number_of_people: journey.number_of_people,
    price_eur: 850,
    vehicle_type: 'Coach',
    seats: 49,
    valid_until: '2030-06-14',
    revision: 1,
    status: 'sent',
    created_at: INVITED_AT,
    updated_at: INVITED_AT,
    ...overrides,
  };
}

/** A workspace list's answer when everything fits on its first page. */
export function onePage<Row>(data: Row[]) {
  return { data, current_page: 1, last_page: 1, per_page: 15, total: data.length };
}
