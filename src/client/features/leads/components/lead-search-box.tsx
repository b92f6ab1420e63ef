import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { SEARCH_MAX_LENGTH } from '@/features/leads/list-params';

/** Spec §9: the list is searched 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

type LeadSearchBoxProps = {
  /** The search the list is showing. */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (search: string) => void;
};

export function LeadSearchBox({ value, onSearch }: LeadSearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A search changed from elsewhere (back button, a link) replaces what is in the box.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <div className="relative flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Search leads"
        placeholder="Search by name, email, phone or location..."
        className="pl-9"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
    </div>
  );
}
