import { toast } from 'sonner';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { ConfirmDialog, DELETE_WORDS } from '@/components/confirm-dialog';
import { useDeletePage } from '@/features/content/admin/api';

type DeletePageDialogProps = { kind: PageKind; page: Page | null; onClose: () => void };

/** Delete, with confirmation (docs/product.md#page-management). */
export function DeletePageDialog({ kind, page, onClose }: DeletePageDialogProps) {
  const remove = useDeletePage(kind);
  async function removePage({ id, url }: Page) {
    try {
      await remove.mutateAsync(id);
      toast.success('Page deleted', { description: url });
      return true;
    } catch (error) {
      toast.error('Failed to delete page', {
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  }
  return (
    <ConfirmDialog
      subject={page}
      words={({ url }) => ({
        title: 'Delete Page',
        description: `Delete the page at ${url}? This action cannot be undone.`,
        ...DELETE_WORDS,
      })}
      pending={remove.isPending}
      onConfirm={removePage}
      onClose={onClose}
    />
  );
}
