import { useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import type { Page } from '@shared/content/admin';
import { normalizePageUrl, sublinkOf, type PageKind } from '@shared/content/page-urls';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useUpdatePage } from '@/features/content/admin/api';
import { unusableUrlReason } from '@/features/content/admin/page-slugs';

function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fieldErrors().url?.[0] ?? (error.body ? error.message : null);
}

/**
 * A page's URL, editable in the list (docs/product.md#page-management): saved on blur, and only
 * when the normalised URL differs from the stored one. Enter saves, Escape puts the stored URL
 * back.
 */
export function PageUrlInput({ kind, page }: { kind: PageKind; page: Page }) {
  const [draft, setDraft] = useState(page.url);
  const [stored, setStored] = useState(page.url);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdatePage(kind);
  if (page.url !== stored) {
    setStored(page.url);
    setDraft(page.url);
  }

  function fail(reason: string | null) {
    setDraft(page.url);
    setProblem(reason);
    toast.error('Update failed', { description: 'Could not update URL.' });
  }

  async function commit() {
    const url = normalizePageUrl(draft);
    if (url === page.url) {
      setDraft(page.url);
      return;
    }
    const reason = unusableUrlReason(kind, url);
    if (reason) return fail(reason);
    setDraft(url);
    try {
      await update.mutateAsync({ id: page.id, changes: { url, sublink: sublinkOf(url) } });
      setProblem(null);
      toast.success('URL updated', { description: url });
    } catch (error) {
      fail(serverReason(error));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      setDraft(page.url);
      setProblem(null);
    }
  }

  const errorId = `page-${page.id}-url-error`;
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <Input
        aria-label="Page URL"
        value={draft}
        spellCheck={false}
        disabled={update.isPending}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
      />
      {problem && (
        <p id={errorId} className="text-xs text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
