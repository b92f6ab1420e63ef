import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PageRow } from '@/features/content/admin/components/page-list/page-row';
import { NoticeRow } from '@/components/table-rows';

type PagesTableProps = {
  kind: PageKind;
  label: string;
  pages: readonly Page[];
  onClone: (page: Page) => void;
  onDelete: (page: Page) => void;
};

/** The main page (`/`) first, then the others by URL. */
function byUrl(a: Page, b: Page): number {
  if (a.url === '/') return -1;
  if (b.url === '/') return 1;
  return a.url.localeCompare(b.url);
}

export function PagesTable({ kind, label, pages, onClone, onDelete }: PagesTableProps) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>URL</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pages.length === 0 ? (
          <NoticeRow columns={4}>No pages yet.</NoticeRow>
        ) : (
          [...pages]
            .sort(byUrl)
            .map((page) => (
              <PageRow
                key={page.id}
                kind={kind}
                page={page}
                onClone={onClone}
                onDelete={onDelete}
              />
            ))
        )}
      </TableBody>
    </Table>
  );
}
