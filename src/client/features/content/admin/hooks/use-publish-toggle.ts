import { toast } from 'sonner';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { ApiError } from '@/lib/api-client';
import { useUpdatePage } from '@/features/content/admin/api';

/** The publish failure message, with its own wording for a server error. */
export function publishFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 500
    ? 'Server error updating publish state.'
    : 'Could not update publish state.';
}

/**
 * Publish / Unpublish one page (docs/product.md#page-variants-and-publishing). While working,
 * `pendingLabel` is 'Publishing...' or 'Unpublishing...'. Resolves to the updated page (its version
 * has moved on), or null.
 */
export function usePublishToggle(kind: PageKind) {
  const update = useUpdatePage(kind);
  const publishing = update.variables?.changes.is_published === true;

  async function toggle(page: Page): Promise<Page | null> {
    try {
      const updated = await update.mutateAsync({
        id: page.id,
        changes: { is_published: !page.is_published },
      });
      toast.success(updated.is_published ? 'Page published' : 'Page unpublished', {
        description: updated.url,
      });
      return updated;
    } catch (error) {
      toast.error('Action failed', { description: publishFailureMessage(error) });
      return null;
    }
  }

  return {
    toggle,
    isPending: update.isPending,
    pendingLabel: publishing ? 'Publishing...' : 'Unpublishing...',
  };
}
