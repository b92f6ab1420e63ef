import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { pagesQueryOptions } from '@/features/content/admin/api';
import { findPageBySlug } from '@/features/content/admin/page-slugs';

type PageEditorLoaderProps = {
  kind: PageKind;
  slug: string;
  /** The editor for the stored page (undefined: not saved yet); Reload starts it afresh. */
  children: (page: Page | undefined, onReload: () => void) => ReactNode;
};

/** Loads the pages of a kind and mounts the editor of the one at `slug`. */
export function PageEditorLoader({ kind, slug, children }: PageEditorLoaderProps) {
  const query = useQuery(pagesQueryOptions(kind));
  // Bumped by Reload (after a 409) to start the form again from the server's version.
  const [generation, setGeneration] = useState(0);

  if (query.isPending) return <Spinner>Loading page...</Spinner>;
  if (query.isError) {
    return <LoadError onRetry={() => void query.refetch()}>Failed to load the page.</LoadError>;
  }
  const reload = async () => {
    await query.refetch();
    setGeneration((value) => value + 1);
  };
  return (
    <Fragment key={`${kind}-${generation}`}>
      {children(findPageBySlug(query.data, slug), () => void reload())}
    </Fragment>
  );
}
