import { useId } from 'react';
import { DATE_INPUT_HINT } from '@shared/dates';
import type { TripPlanResponse } from '@shared/trips/plan';
import { DateInput } from '@/components/date-input';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PlaceCombobox } from '@/features/places';
import { TripPlanNote } from '@/features/leads/request/components/trip-plan-note';
import {
  type DraftDay,
  type DraftStop,
  type ItineraryDraft,
  newDraftDay,
  newDraftStop,
} from '@/features/leads/request/itinerary-draft';

type ItineraryFieldsProps = {
  draft: ItineraryDraft;
  onChange: (draft: ItineraryDraft) => void;
  plan: TripPlanResponse | null;
  /** What still keeps the itinerary from being sent, and the server's refusals. */
  problems: string[];
};

type StopRowProps = {
  stop: DraftStop;
  label: string;
  /** The day's first stop has no wait: the day starts there. */
  hasWait: boolean;
  onChange: (stop: DraftStop) => void;
  onRemove: (() => void) | null;
};

function StopRow({ stop, label, hasWait, onChange, onRemove }: StopRowProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 items-end gap-3 @lg:grid-cols-[1fr_9rem_auto]">
      <FormField id={`${id}-place`} label={label} required>
        {(control) => (
          <PlaceCombobox
            {...control}
            value={stop.place}
            placeholder="Start typing a place"
            onValueChange={(place) => onChange({ ...stop, place, lat: null, lng: null })}
            onPick={(place) =>
              onChange({
                ...stop,
                place: place.address || place.name,
                lat: place.lat,
                lng: place.lng,
              })
            }
          />
        )}
      </FormField>
      {hasWait ? (
        <FormField id={`${id}-wait`} label={`${label}: wait (minutes)`}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={stop.wait}
              onChange={(event) => onChange({ ...stop, wait: event.target.value })}
            />
          )}
        </FormField>
      ) : (
        <span aria-hidden="true" />
      )}
      {onRemove ? (
        <Button type="button" variant="outline" onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </Button>
      ) : null}
    </div>
  );
}

const replaceAt = <T,>(items: T[], index: number, item: T) =>
  items.map((current, i) => (i === index ? item : current));
const withoutIndex = <T,>(items: T[], index: number) => items.filter((_, i) => i !== index);

type DayFieldsProps = {
  day: DraftDay;
  number: number;
  onChange: (day: DraftDay) => void;
  onRemove: () => void;
};

function DayFields({ day, number, onChange, onRemove }: DayFieldsProps) {
  const id = useId();
  const title = `Day ${number}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3">
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="grid grid-cols-1 gap-3 @lg:grid-cols-2">
        <FormField id={`${id}-date`} label={`${title} date`} hint={DATE_INPUT_HINT} required>
          {(control) => (
            <DateInput
              {...control}
              value={day.date}
              onChange={(date) => onChange({ ...day, date })}
            />
          )}
        </FormField>
        <FormField id={`${id}-time`} label={`${title} departure time`} required>
          {(control) => (
            <Input
              {...control}
              type="time"
              value={day.start_time}
              onChange={(event) => onChange({ ...day, start_time: event.target.value })}
            />
          )}
        </FormField>
      </div>
      {day.stops.map((stop, s) => (
        <StopRow
          key={stop.key}
          stop={stop}
          label={s === 0 ? `${title} starts from` : `${title}, stop ${s}`}
          hasWait={s > 0}
          onChange={(changed) => onChange({ ...day, stops: replaceAt(day.stops, s, changed) })}
          onRemove={
            day.stops.length > 2
              ? () => onChange({ ...day, stops: withoutIndex(day.stops, s) })
              : null
          }
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange({ ...day, stops: [...day.stops, newDraftStop()] })}
        >
          Add a stop to {title.toLowerCase()}
        </Button>
        <Button type="button" variant="outline" onClick={onRemove}>
          Remove {title.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * "Add a stop" and "Add another day" under the simple form (docs/product.md#itinerary), and what
 * the trip planner says of the days: the driver-hours note per day and the price range.
 */
export function ItineraryFields({ draft, onChange, plan, problems }: ItineraryFieldsProps) {
  return (
    <div className="col-span-full flex flex-col gap-4">
      {draft.stops.map((stop, i) => (
        <StopRow
          key={stop.key}
          stop={stop}
          label={`Stop ${i + 1}`}
          hasWait
          onChange={(changed) => onChange({ ...draft, stops: replaceAt(draft.stops, i, changed) })}
          onRemove={() => onChange({ ...draft, stops: withoutIndex(draft.stops, i) })}
        />
      ))}
      {draft.days.map((day, i) => (
        <DayFields
          key={day.key}
          day={day}
          number={i + 2}
          onChange={(changed) => onChange({ ...draft, days: replaceAt(draft.days, i, changed) })}
          onRemove={() => onChange({ ...draft, days: withoutIndex(draft.days, i) })}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange({ ...draft, stops: [...draft.stops, newDraftStop()] })}
        >
          Add a stop
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange({ ...draft, days: [...draft.days, newDraftDay()] })}
        >
          Add another day
        </Button>
      </div>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {plan ? <TripPlanNote plan={plan} /> : null}
    </div>
  );
}
