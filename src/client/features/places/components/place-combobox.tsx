import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { Place } from '@shared/places/places';
import { MIN_QUERY_LENGTH, placeSuggestionsQueryOptions } from '@/features/places/api';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { HighlightedMatch } from '@/features/places/components/highlighted-match';

export const SUGGESTION_DEBOUNCE_MS = 200;

type PlaceComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role' | 'id'> & {
  id: string;
  value: string;
  /** Typing: free text is always allowed (and forgets any picked coordinates). */
  onValueChange: (text: string) => void;
  /** Choosing a suggestion by click or Enter. */
  onPick: (place: Place) => void;
};

/** The secondary line under a suggestion: where it is, without repeating its name. */
function placeDetail(place: Place): string {
  const prefix = `${place.name}, `;
  if (place.address.startsWith(prefix)) return place.address.slice(prefix.length);
  return place.address === place.name ? '' : place.address;
}

/**
 * ARIA 1.2 combobox (editable, list autocomplete): focus stays in the input, the highlighted
 * suggestion is announced through aria-activedescendant; arrows move, Enter picks, Escape closes.
 */
export function PlaceCombobox({
  id,
  value,
  onValueChange,
  onPick,
  onKeyDown,
  onBlur,
  className,
  ...inputProps
}: PlaceComboboxProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...placeSuggestionsQueryOptions(query),
    enabled: open && query.length >= MIN_QUERY_LENGTH,
  });
  const places = open && query.length >= MIN_QUERY_LENGTH ? (suggestions.data ?? []) : [];
  const expanded = places.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = expanded && activeIndex < places.length ? activeIndex : -1;

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function pick(place: Place) {
    onPick(place);
    close();
  }

  function move(step: 1 | -1) {
    if (!expanded) {
      setOpen(true);
      return;
    }
    const next = active === -1 ? (step === 1 ? 0 : places.length - 1) : active + step;
    const index = (next + places.length) % places.length;
    setActiveIndex(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active !== -1) {
      // Picking a suggestion must not submit the surrounding form.
      event.preventDefault();
      pick(places[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="relative">
      <Input
        {...inputProps}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active === -1 ? undefined : optionId(active)}
        value={value}
        className={className}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {places.map((place, index) => (
          <li
            key={`${place.name}|${place.lat}|${place.lng}`}
            id={optionId(index)}
            role="option"
            // Read as one phrase ("Croke Park, Drumcondra, Co. Dublin"), not as two lines.
            aria-label={place.address || place.name}
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer flex-col rounded-sm px-2 py-1.5 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
            // Keep focus in the input so the click lands before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            <HighlightedMatch text={place.name} query={query} />
            {placeDetail(place) ? (
              <span className="text-xs text-muted-foreground">{placeDetail(place)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? `${places.length} suggestions. Use the arrow keys to choose.` : ''}
      </p>
    </div>
  );
}
