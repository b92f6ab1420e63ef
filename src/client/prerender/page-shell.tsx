import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { toDisplayHomeContent } from '@shared/content/fill';
import { toDisplayInfoPageContent } from '@shared/content/info-fill';
import type { PageShellInput } from '@shared/content/page-shell';
import { SkipLink } from '@/app/root-layout';
import { FormPlaceholder } from '@/routes/deferred-quote-form';
import { HomePageView } from '@/routes/home';
import { InfoPageView } from '@/routes/info-page';

/**
 * The HTML of a content page exactly as the browser's first render draws it, for the server to
 * send inside `#root` (docs/decisions/013-pre-rendered-page-shell.md), where the browser
 * hydrates it. Built by Vite into the client's build folder (`.ssr/page-shell.mjs`, see
 * vite.config.ts) with React bundled in, so the server never imports client source.
 */
export function renderPageShell({ kind, pathname, content }: PageShellInput): string {
  const page =
    kind === 'index' ? (
      <HomePageView content={toDisplayHomeContent(content)} quoteForm={<FormPlaceholder />} />
    ) : (
      <InfoPageView content={toDisplayInfoPageContent(content, kind)} kind={kind} />
    );
  return renderToString(
    <StaticRouter location={pathname}>
      <SkipLink />
      {page}
    </StaticRouter>,
  );
}
