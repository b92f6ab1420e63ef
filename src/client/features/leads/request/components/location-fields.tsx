import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formatDistanceKm, type Place } from '@shared/places/places';
import { FormField } from '@/features/leads/request/components/form-field';
import { PlaceCombobox, QuoteMap, type MapPoint } from '@/features/places';
import { errorOf, type QuoteSectionProps } from '@/features/leads/request/components/section-props';
import type { CalculatedRoute, useRouteDistance } from '@/features/leads/request/hooks/use-route-distance';
import { isRoundTrip } from '@/features/leads/request/quote-form-values';

type LocationFieldsProps = QuoteSectionProps & { distance: ReturnType<typeof useRouteDistance> };

/** What a picked suggestion writes into the input (and later into the lead). */
export function placeText(place: Place): string {
  return place.address || place.name;
}

/** "Distance: 209.37 km", "Distance: ≈ 418.74 km (round trip, approx.)". */
function describeRoute(route: CalculatedRoute): string {
  const notes = [route.roundTrip && 'round trip', route.estimated && 'approx.'].filter(Boolean);
  const figure = `${route.estimated ? '≈ ' : ''}${formatDistanceKm(route.distance_km)} km`;
  return `Distance: ${figure}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

const ends = {
  start: { text: 'startLocation', point: 'startPoint' },
  end: { text: 'endLocation', point: 'endPoint' },
} as const;

/** Pick-up and drop-off with place search, the 'Calculate distance' button and the map. */
export function LocationFields({ form, content, idFor, distance }: LocationFieldsProps) {
  const { labels, placeholders } = content;
  const [startPoint, endPoint, startText, endText] = useWatch({
    control: form.control,
    name: ['startPoint', 'endPoint', 'startLocation', 'endLocation'],
  });
  const canCalculate =
    content.showCalculateDistance && content.showPickupLocation && content.showDropoffLocation;

  function locationInput(which: keyof typeof ends, label: string, placeholder: string) {
    const { text, point } = ends[which];
    // A location that changed makes the shown distance (and the coordinates) wrong.
    const changeTo = (value: string, place: Place | null) => {
      form.setValue(text, value);
      form.setValue(point, place ? { lat: place.lat, lng: place.lng } : null);
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
  if (startPoint) points.push({ ...startPoint, label: `${labels.pickupLocation}: ${startText}` });
  if (endPoint) points.push({ ...endPoint, label: `${labels.dropoffLocation}: ${endText}` });
  const route = distance.route;

  return (
    <>
      {content.showPickupLocation
        ? locationInput('start', labels.pickupLocation, placeholders.pickupLocation)
        : null}
      {content.showDropoffLocation
        ? locationInput('end', labels.dropoffLocation, placeholders.dropoffLocation)
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
