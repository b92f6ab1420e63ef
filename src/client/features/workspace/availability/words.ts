import { formatDate } from '@shared/dates';
import type { FleetKind, Unavailability, UnavailableVehicle } from '@shared/workspace/availability';

/** A range's days as the product writes dates: one day, or 'first – last'. */
export const rangeText = ({ starts_on, ends_on }: Pick<Unavailability, 'starts_on' | 'ends_on'>) =>
  starts_on === ends_on
    ? formatDate(starts_on)
    : `${formatDate(starts_on)} – ${formatDate(ends_on)}`;

export const vehicleName = ({ type, seats }: UnavailableVehicle) => `${seats}-seat ${type}`;

/** What a range takes out: the whole company, or one vehicle. */
export const scopeText = ({ vehicle }: Pick<Unavailability, 'vehicle'>) =>
  vehicle ? `One ${vehicleName(vehicle)} unavailable` : 'Whole company fully booked';

/** A kind of vehicle in the choice: 'One 49-seat Coach (you have 2)'. */
export const fleetKindLabel = (kind: FleetKind) =>
  `One ${vehicleName(kind)}${kind.count > 1 ? ` (you have ${kind.count})` : ''}`;
