import { ExternalLink } from 'lucide-react';
import { isRoutablePageUrl, publicPathOf, type PageKind } from '@shared/content/page-urls';
import { Button } from '@/components/ui/button';

/** The page at its public address, showing the saved version even while it is a draft. */
export function previewHrefOf(kind: PageKind, url: string): string {
  return `${publicPathOf(kind, url)}?preview=1`;
}

type PreviewLinkProps = {
  kind: PageKind;
  url: string;
  size?: 'sm' | 'default';
};

/**
 * Opens the saved page at its public URL in a new tab (issue #7). A URL no public route serves
 * has nothing to open, so the link is left out rather than leading to a not-found page.
 */
export function PreviewLink({ kind, url, size = 'sm' }: PreviewLinkProps) {
  if (!isRoutablePageUrl(kind, url)) return null;
  return (
    <Button asChild variant="outline" size={size}>
      <a
        href={previewHrefOf(kind, url)}
        target="_blank"
        rel="noopener noreferrer"
        title="The last saved version, at its public address"
      >
        <ExternalLink aria-hidden="true" />
        Preview
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
