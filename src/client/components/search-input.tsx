import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & { 'aria-label': string };

/** A list's search box, with its magnifier. */
export function SearchInput(props: SearchInputProps) {
  return (
    <div className="relative flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
