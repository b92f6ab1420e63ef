import { useEffect, useRef, useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { SEARCH_MAX_LENGTH } from '@/features/leads/list-params';

/** The list is searched 500 ms after the last keystroke (docs/product.md#lists-and-paging). */
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
    <SearchInput
      aria-label="Search leads"
      placeholder="Search by name, email, phone or location..."
      maxLength={SEARCH_MAX_LENGTH}
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}
