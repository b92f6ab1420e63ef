import { Eye, EyeOff } from 'lucide-react';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type EditorPreviewProps<C> = {
  content: C;
  render: (content: C) => ReactNode;
};

/**
 * The page as visitors will see it, drawn by the public site's own sections. Inert: a preview
 * is looked at, not used, so its links and buttons can't be followed by accident. Deferred, so
 * typing stays quick while the preview catches up.
 */
export function EditorPreview<C>({ content, render }: EditorPreviewProps<C>) {
  const [isOpen, setIsOpen] = useState(false);
  const deferred = useDeferredValue(content);
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        className="self-start"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {isOpen ? 'Hide preview' : 'Show preview'}
      </Button>
      <div id={id} hidden={!isOpen}>
        {isOpen && (
          <section
            aria-label="Page preview"
            // Scrollable, so it must be reachable by keyboard even with nothing focusable inside.
            tabIndex={0}
            className="max-h-[70vh] overflow-auto rounded-xl border bg-white shadow-inner focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <div inert>{render(deferred)}</div>
          </section>
        )}
      </div>
    </div>
  );
}
