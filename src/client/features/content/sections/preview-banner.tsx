import type { PreviewState } from '../api';

const WORDING: Record<PreviewState, { title: string; detail: string }> = {
  draft: {
    title: 'Draft preview — not published',
    detail: 'Visitors do not see this version. Publish it from the page editor.',
  },
  published: {
    title: 'Preview — this page is published',
    detail: 'Visitors see this version.',
  },
  unavailable: {
    title: 'Preview not available',
    detail: 'Sign in as an admin to see unpublished pages; this is what visitors see.',
  },
};

/** Staff opening `?preview=1` are told plainly which version of the page they are looking at. */
export function PreviewBanner({ state, pathname }: { state: PreviewState; pathname: string }) {
  const { title, detail } = WORDING[state];
  return (
    <aside
      aria-label="Preview"
      className="border-b-2 border-amber-600 bg-amber-100 text-amber-950"
      data-testid="preview-banner"
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <strong className="font-semibold">{title}</strong>
        <span>{detail}</span>
        <a href={pathname} className="ml-auto font-medium underline underline-offset-2">
          View as a visitor
        </a>
      </p>
    </aside>
  );
}
