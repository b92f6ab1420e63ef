import { Eye, EyeOff } from 'lucide-react';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { Button } from '@/components/ui/button';
import { usePublishToggle } from '@/features/content/admin/hooks/use-publish-toggle';

/**
 * Publish or Unpublish; 'Publishing...' / 'Unpublishing...' while working
 * (docs/product.md#page-variants-and-publishing).
 */
export function PublishButton({ kind, page }: { kind: PageKind; page: Page }) {
  const { toggle, isPending, pendingLabel } = usePublishToggle(kind);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={isPending}
      onClick={() => void toggle(page)}
    >
      {page.is_published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {isPending ? pendingLabel : page.is_published ? 'Unpublish' : 'Publish'}
    </Button>
  );
}
