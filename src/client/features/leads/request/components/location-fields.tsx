import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { isRoundTrip } from '@shared/leads/request-form';
import { formatDistanceKm, type Place } from '@shared/places/places';
import { FormField } from '@/components/form-field';
import { PlaceCombobox, QuoteMap, type MapPoint } from '@/features/places';
import { errorOf, type QuoteSectionProps } from '@/features/leads/request/components/section-props';
import type {
  CalculatedRoute,
  useRouteDistance,
} from '@/features/leads/request/hooks/use-route-distance';
import {
  JOURNEY_ENDS,
  setPoint,
  toLatLng,
  type JourneyEnd,
} from '@/features/leads/request/quote-form-values';

type LocationFieldsProps = QuoteSectionProps & { distance: ReturnType<typeof useRouteDistance> };

/** What a picked suggestion writes into the input (and later into the lead). */
function placeText(place: Place): string {
  return place.address || place.name;
}

/** "Distance: 209.37 km", "Distance: ≈ 418.74 km (round trip, approx.)". */
function describeRoute(route: CalculatedRoute): string {
  const notes = [route.roundTrip && 'round trip', route.estimated && 'approx.'].filter(Boolean);
  const figure = `${route.estimated ? '≈ ' : ''}${formatDistanceKm(route.distance_km)} km`;
  return `Distance: ${figure}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

/** Pick-up and drop-off with place search, the 'Calculate distance' button and the map. */
export function LocationFields({ form, content, idFor, distance }: LocationFieldsProps) {
  const { labels, placeholders } = content;
  const [pickupLat, pickupLng, dropoffLat, dropoffLng, pickupText, dropoffText] = useWatch({
    control: form.control,
    name: [
      'pickup_lat',
      'pickup_lng',
      'dropoff_lat',
      'dropoff_lng',
      'pickup_location',
      'dropoff_location',
    ],
  });
  const canCalculate =
    content.showCalculateDistance && content.showPickupLocation && content.showDropoffLocation;

  function locationInput(end: JourneyEnd, label: string, placeholder: string) {
    const { text } = JOURNEY_ENDS[end];
    // A location that changed makes the shown distance (and the coordinates) wrong.
    const changeTo = (value: string, place: Place | null) => {
      form.setValue(text, value);
      setPoint(form, end, place ? { lat: place.lat, lng: place.lng } : null);
      form.clearErrors(text);
      distance.clear();
    };
    return (
      <FormField id={idFor(text)} label={label} error={errorOf(form, text)} required>
        {(control) => (
          <Controller
            control={form.control}
            name={text}
            render={({ field }) => (
              <PlaceCombobox
                {...control}
                ref={field.ref}
                name={field.name}
                value={field.value}
                placeholder={placeholder}
                onBlur={field.onBlur}
                onValueChange={(value) => changeTo(value, null)}
                onPick={(place) => changeTo(placeText(place), place)}
              />
            )}
          />
        )}
      </FormField>
    );
  }

  const points: MapPoint[] = [];
  const pickupPoint = toLatLng(pickupLat, pickupLng);
  const dropoffPoint = toLatLng(dropoffLat, dropoffLng);
  if (pickupPoint) {
    points.push({ ...pickupPoint, label: `${labels.pickupLocation}: ${pickupText}` });
  }
  if (dropoffPoint) {
    points.push({ ...dropoffPoint, label: `${labels.dropoffLocation}: ${dropoffText}` });
  }
  const route = distance.route;

  return (
    <>
      {content.showPickupLocation
        ? locationInput('pickup', labels.pickupLocation, placeholders.pickupLocation)
        : null}
      {content.showDropoffLocation
        ? locationInput('dropoff', labels.dropoffLocation, placeholders.dropoffLocation)
        : null}
      {canCalculate ? (
        <div className="flex flex-col items-start gap-2 col-span-full">
          <Button
            type="button"
            variant="outline"
            disabled={distance.calculating}
            onClick={() => void distance.calculate(isRoundTrip(form.getValues(), content))}
          >
            {distance.calculating ? 'Calculating...' : labels.calculateDistance}
          </Button>
          <p aria-live="polite" className="text-sm font-medium">
            {route ? describeRoute(route) : ''}
          </p>
        </div>
      ) : null}
      {content.showMap ? (
        <div className="col-span-full">
          <QuoteMap
            points={points}
            line={route ? [route.from, route.to] : null}
            estimated={route?.estimated ?? false}
          />
        </div>
      ) : null}
    </>
  );
}
