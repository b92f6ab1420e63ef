import { formatDate } from '@shared/dates';
import { countVehicles, formatVehicles } from '@shared/trips/vehicles';
import type { InvitationBar, LeadFit, MatchRules, Pick, Pickup } from './matching';
import type { Busy } from './matching-fleet';

/**
 * A company against a lead, in words (docs/product.md#matching): why matching invited it, for
 * the invitation and the lead's history, and why it does not qualify, for staff choosing whom
 * to invite by hand (docs/product.md#inviting-companies-by-hand).
 */

function formatMinutes(minutes: number): string {
  if (minutes < 1) return 'under a minute';
  if (minutes < 90) return `${Math.round(minutes)} minutes`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Why a company was invited, for the lead's history: 'serves Cork; 53-seat Coach; replied to 4
 * of 5 recent leads', or for a large group '3 vehicles together (2 × 53 + 1 × 16 seats)';
 * 'Garda-vetted drivers' when the lead asked for them.
 */
export function describeReason(
  pick: Pick,
  pickup: Pickup,
  extra?: string,
  asked?: { gardaVetted: MatchRules['gardaVetted'] },
): string {
  const parts: string[] = [];
  if (extra) parts.push(extra);
  parts.push(
    pick.servesCounty && pickup.county
      ? `serves ${pickup.county}`
      : `based ${Math.round(pick.distanceKm)} km from the pick-up`,
  );
  parts.push(
    pick.vehicle
      ? `${pick.vehicle.seats}-seat ${pick.vehicle.type}`
      : pick.convoy
        ? `${countVehicles(pick.convoy)} vehicles together (${formatVehicles(pick.convoy)} seats)`
        : `several vehicles (${pick.fleetSeats} seats in all)`,
  );
  if (asked?.gardaVetted) parts.push('Garda-vetted drivers');
  const { stats } = pick;
  if (pick.trial) parts.push('new company: trial invitation');
  else if (stats.counted === 0) parts.push('no recent leads yet');
  else {
    const speed =
      stats.medianReplyMinutes === null
        ? ''
        : `, usually within ${formatMinutes(stats.medianReplyMinutes)}`;
    parts.push(`replied to ${stats.answered} of ${stats.counted} recent leads${speed}`);
  }
  if (stats.rating !== null) {
    parts.push(
      `rated ${stats.rating.toFixed(1)} by ${stats.ratingCount} customer${stats.ratingCount === 1 ? '' : 's'}`,
    );
  }
  return parts.join('; ');
}

const BAR_TEXT: Record<InvitationBar, string> = {
  not_verified: 'not verified',
  suspended: 'suspended',
  insurance_expired: 'insurance expired',
};

export const barText = (bar: InvitationBar) => BAR_TEXT[bar];

/**
 * Why a company that would otherwise qualify is skipped (docs/product.md#availability):
 * 'fully booked on Fri 12 Mar 2027' or 'no free vehicle big enough on Fri 12 Mar 2027'.
 */
export const busyText = (busy: Busy) =>
  `${busy.fullyBooked ? 'fully booked' : 'no free vehicle big enough'} on ${formatDate(busy.day)}`;

/**
 * 'does not serve Kerry, based 120 km from the pick-up', 'too small: 16 seats for 45 people' or,
 * for a large group, 'cannot send 120 people in 3 vehicles: needs 4 of its own (…)'.
 */
export function misfitText(
  misfit: LeadFit['misfits'][number],
  fit: Omit<LeadFit, 'misfits'>,
  pickup: Pickup,
  rules: { people: number; maxVehicles: MatchRules['maxVehicles'] },
): string {
  const { people, maxVehicles } = rules;
  // fitLead gives 'unavailable' only with the day it found busy.
  if (misfit === 'unavailable') return fit.busy ? busyText(fit.busy) : 'not available';
  if (misfit === 'not_garda_vetted') return 'drivers not declared Garda-vetted';
  if (misfit === 'too_small') {
    if (fit.convoy && Number.isFinite(maxVehicles)) {
      return `cannot send ${people} people in ${maxVehicles} vehicles: needs ${countVehicles(fit.convoy)} of its own (${formatVehicles(fit.convoy)} seats)`;
    }
    return `too small: ${fit.fleetSeats} seat${fit.fleetSeats === 1 ? '' : 's'} for ${people} people`;
  }
  const area = pickup.county ? `does not serve ${pickup.county}` : 'pick-up county not known';
  return Number.isFinite(fit.distanceKm)
    ? `${area}, based ${Math.round(fit.distanceKm)} km from the pick-up`
    : area;
}
