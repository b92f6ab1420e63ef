import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Page } from '@shared/content/admin';
import { sublinkOf } from '@shared/content/page-urls';
import { createPage, pagesKey } from '@/features/content/admin/api';
import { duplicateWithRetry } from '@/features/content/admin/duplicate-page';

/**
 * 'Duplicate Home Page' (docs/product.md#page-management): a draft copy at `/homepage-` + 8 random
 * characters.
 */
export function useDuplicateHomePage() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (source: Page) =>
      duplicateWithRetry((url) =>
        createPage('index', {
          url,
          sublink: sublinkOf(url),
          content: source.content,
          is_published: false,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pagesKey('index') }),
  });

  async function duplicate(source: Page) {
    try {
      const copy = await mutation.mutateAsync(source);
      toast.success('Home page duplicated', { description: `New draft at ${copy.url}` });
    } catch (error) {
      toast.error('Duplicate failed', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return { duplicate, isPending: mutation.isPending };
}
