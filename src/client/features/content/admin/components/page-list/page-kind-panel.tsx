import { useQuery } from '@tanstack/react-query';
import { CopyPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pagesQueryOptions, useCreatePage } from '@/features/content/admin/api';
import { ClonePageDialog } from '@/features/content/admin/components/page-list/clone-page-dialog';
import { DeletePageDialog } from '@/features/content/admin/components/page-list/delete-page-dialog';
import { PagesTable } from '@/features/content/admin/components/page-list/pages-table';
import { defaultContentOf } from '@/features/content/admin/default-content';
import { useDuplicateHomePage } from '@/features/content/admin/hooks/use-duplicate-page';
import { pageTitleOf } from '@/features/content/admin/page-slugs';
import { LoadError } from '@/components/load-error';

/** Offers the kind's main page (`/`) from the defaults when there is no record for it yet. */
function CreateMainPage({ kind }: { kind: PageKind }) {
  const create = useCreatePage(kind);
  const title = pageTitleOf(kind);
  async function createMain() {
    try {
      // What visitors already see (the defaults), so it can be live straight away.
      await create.mutateAsync({
        url: '/',
        sublink: '',
        content: defaultContentOf(kind),
        is_published: true,
      });
      toast.success(`${title} created`);
    } catch (error) {
      toast.error(`Could not create the ${title.toLowerCase()}`, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
      <p className="text-sm">
        There is no {title.toLowerCase()} record at / yet, so visitors see the built-in default
        content. Create it to start editing.
      </p>
      <Button type="button" disabled={create.isPending} onClick={() => void createMain()}>
        <Plus aria-hidden="true" />
        {create.isPending ? 'Creating...' : `Create ${title}`}
      </Button>
    </div>
  );
}

type PageKindPanelProps = { kind: PageKind; label: string };

/** The variants of one kind of page, with their actions. */
export function PageKindPanel({ kind, label }: PageKindPanelProps) {
  const query = useQuery(pagesQueryOptions(kind));
  const duplicate = useDuplicateHomePage();
  const [cloning, setCloning] = useState<Page | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  const pages = query.data;
  const main = pages?.find((page) => page.url === '/');
  const source = main ?? pages?.[0];

  return (
    <div className="flex flex-col gap-4">
      {kind === 'index' && (
        <Button
          type="button"
          className="self-start"
          disabled={!source || duplicate.isPending}
          onClick={() => source && void duplicate.duplicate(source)}
        >
          <CopyPlus aria-hidden="true" />
          {duplicate.isPending ? 'Duplicating...' : 'Duplicate Home Page'}
        </Button>
      )}
      {query.isPending && <Spinner>Loading pages...</Spinner>}
      {query.isError && (
        <LoadError onRetry={() => void query.refetch()}>Failed to load pages.</LoadError>
      )}
      {pages && !main && <CreateMainPage kind={kind} />}
      {pages && (
        <PagesTable
          kind={kind}
          label={label}
          pages={pages}
          onClone={setCloning}
          onDelete={setDeleting}
        />
      )}
      <ClonePageDialog kind={kind} source={cloning} onClose={() => setCloning(null)} />
      <DeletePageDialog kind={kind} page={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
