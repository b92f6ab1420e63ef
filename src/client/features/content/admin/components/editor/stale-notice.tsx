import { RotateCw } from 'lucide-react';
import { STALE_PAGE_MESSAGE } from '@shared/content/admin';
import { Button } from '@/components/ui/button';

/** After a 409: someone else saved first. Reloading shows their version (and drops these edits). */
export function StaleNotice({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <p className="flex-1">{STALE_PAGE_MESSAGE}</p>
      <Button type="button" variant="outline" size="sm" onClick={onReload}>
        <RotateCw aria-hidden="true" />
        Reload
      </Button>
    </div>
  );
}
