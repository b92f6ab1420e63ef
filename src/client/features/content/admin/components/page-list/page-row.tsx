import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { PageUrlInput } from '@/features/content/admin/components/page-list/page-url-input';
import { PreviewLink } from '@/features/content/admin/components/page-list/preview-link';
import { PublishButton } from '@/features/content/admin/components/page-list/publish-button';
import { editorPathOf, pageTitleOf } from '@/features/content/admin/page-slugs';

type PageRowProps = {
  kind: PageKind;
  page: Page;
  onClone: (page: Page) => void;
  onDelete: (page: Page) => void;
};

/**
 * One page variant: title, editable URL, status and its actions (docs/product.md#page-management).
 */
export function PageRow({ kind, page, onClone, onDelete }: PageRowProps) {
  return (
    <TableRow>
      <TableCell className="font-medium">{pageTitleOf(kind)}</TableCell>
      <TableCell>
        <PageUrlInput kind={kind} page={page} />
      </TableCell>
      <TableCell>
        <Badge variant={page.is_published ? 'default' : 'outline'}>
          {page.is_published ? 'Published' : 'Draft'}
        </Badge>
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={editorPathOf(kind, page.url)}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <PreviewLink kind={kind} url={page.url} />
          <Button type="button" variant="outline" size="sm" onClick={() => onClone(page)}>
            <Copy aria-hidden="true" />
            Clone
          </Button>
          <PublishButton kind={kind} page={page} />
          <Button type="button" variant="outline" size="sm" onClick={() => onDelete(page)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
