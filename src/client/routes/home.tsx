import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import type { HomeContent } from '@shared/content/content';
import { toDisplayHomeContent } from '@shared/content/fill';
import { pageMetaFor } from '@shared/content/page-meta';
import { type EarlyContent, lookupSlug, siteFiguresQuery } from '@/features/content/api';
import { ContentIcon } from '@/features/content/sections/content-icon';
import { HomeSections, isShown } from '@/features/content/sections/home-sections';
import type { LoadedFigures } from '@/features/content/sections/live-figures';
import { PreviewBanner } from '@/features/content/sections/preview-banner';
import { usePageContent } from '@/features/content/use-page-content';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { DeferredQuoteForm } from './deferred-quote-form';

export function renderContentIcon(name: string, className: string) {
  return <ContentIcon name={name} fallback="Bus" className={className} />;
}

// The lookup starts with the page's code (see public-routes), so it has usually finished when
// the page first renders: the spinner's code (and its class-merging helper) is fetched only when
// it is actually needed.
const Spinner = lazy(() => import('@/components/ui/spinner').then((m) => ({ default: m.Spinner })));

/**
 * Shown until a content lookup finishes (docs/product.md#home-and-landing-pages): a spinner with
 * the text 'Loading...'.
 */
export function PageLoading() {
  return (
    <main id="main" aria-busy="true" className="flex min-h-svh items-center justify-center">
      <Suspense fallback={null}>
        <Spinner size="lg" />
      </Suspense>
    </main>
  );
}

/**
 * Home (`/`) and landing pages (`/:slug`): the published content for the page, or the defaults
 * when there is none or the lookup fails (silently).
 */
export function ContentHomePage({ segment }: { segment?: string }) {
  const early = useLoaderData<EarlyContent | null | undefined>();
  const { data, isPending, preview } = usePageContent('index', lookupSlug(segment), early);
  const content = useMemo(() => toDisplayHomeContent(data), [data]);
  // Looked up once the page is there, which the server's pre-rendered page draws without them.
  const figures = useQuery({ ...siteFiguresQuery(), enabled: !isPending }).data;
  usePageMeta(pageMetaFor(segment ? `/${segment}` : '/', isPending ? undefined : content));
  const { hash, pathname } = useLocation();
  useEffect(() => {
    // After a slow lookup the #quote-form target appears late, when the router has already
    // tried to scroll to it: try again once the page is there.
    if (!isPending && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [isPending, hash]);

  if (isPending) return <PageLoading />;
  return (
    <>
      {preview && <PreviewBanner state={preview} pathname={pathname} />}
      <HomePageView
        content={content}
        figures={figures}
        quoteForm={
          <DeferredQuoteForm content={content.quoteForm} slug={segment ? `/${segment}` : '/'} />
        }
      />
    </>
  );
}

/**
 * The page as drawn from its content: by the browser, and by the server's pre-rendered shell
 * (`src/client/prerender`), which the browser hydrates, so both must draw the same markup.
 */
export function HomePageView({
  content,
  quoteForm,
  figures,
}: {
  content: HomeContent;
  quoteForm: ReactNode;
  figures?: LoadedFigures;
}) {
  const visible = content.sectionVisibility;
  return (
    <PublicLayout
      header={content.header}
      bannerText={content.bannerText}
      showHeader={isShown(visible.showHeader)}
      renderIcon={renderContentIcon}
    >
      <HomeSections content={content} quoteForm={quoteForm} figures={figures} />
    </PublicLayout>
  );
}

export function HomePage() {
  return <ContentHomePage />;
}

export { HomePage as Component };
