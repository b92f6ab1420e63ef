import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { HomeContent } from '@shared/content/content';
import type { InfoPageContent } from '@shared/content/info-pages';
import { ContentIcon } from '@/features/content/sections/content-icon';
import { CtaSection } from '@/features/content/sections/cta-section';
import { HomeSections, isShown } from '@/features/content/sections/home-sections';
import { InfoHero, InfoSections } from '@/features/content/sections/info-page-sections';
import { HomePageEditor } from '@/features/content/admin/components/home-editor/home-page-editor';
import { QuoteFormPreview } from '@/features/content/admin/components/home-editor/quote-form-preview';
import { InfoPageEditor } from '@/features/content/admin/components/info-editor/info-page-editor';
import { parseEditorKind, ROOT_SLUG } from '@/features/content/admin/page-slugs';
import { figureSettingsQuery } from '@/features/content/admin/figures-api';
import { headerTheme } from '@/features/content/site/header-theme';
import { SiteHeader } from '@/features/content/site/site-header';

function renderIcon(name: string, className: string) {
  return <ContentIcon name={name} fallback="Bus" className={className} />;
}

/**
 * The page as visitors will see it, drawn by the public site's own components (the content and
 * site features), which the editor feature may not import itself. The quote form is shown as a
 * drawing: the real one would submit leads and load the map.
 */
export function renderHomePreview(content: HomeContent) {
  return <HomePreview content={content} />;
}

/** What visitors see now, live figures included (null until the admin's view has loaded). */
function usePreviewFigures() {
  return useQuery(figureSettingsQuery()).data?.shown ?? null;
}

function HomePreview({ content }: { content: HomeContent }) {
  const figures = usePreviewFigures();
  const visible = content.sectionVisibility;
  const banner = headerTheme(content.header.styling).banner;
  return (
    <>
      {content.bannerText.trim() && (
        <p className={banner.className} style={banner.style}>
          <span className="mx-auto block max-w-6xl px-4 py-2 text-center text-sm font-medium">
            {content.bannerText}
          </span>
        </p>
      )}
      {isShown(visible.showHeader) && (
        <SiteHeader header={content.header} renderIcon={renderIcon} />
      )}
      <HomeSections
        content={content}
        figures={figures}
        quoteForm={<QuoteFormPreview quoteForm={content.quoteForm} showHeading={false} />}
      />
    </>
  );
}

export function renderInfoPreview(content: InfoPageContent) {
  return <InfoPreview content={content} />;
}

function InfoPreview({ content }: { content: InfoPageContent }) {
  const figures = usePreviewFigures();
  return (
    <>
      <InfoHero title={content.title} subtitle={content.subtitle} />
      <InfoSections sections={content.sections} figures={figures} />
      <CtaSection cta={content.cta} href="/#quote-form" />
    </>
  );
}

/** /admin/home-editor/edit/{slug} — a home page, or with ?kind= an About / How-it-works page. */
function PageEditorPage() {
  const { slug = ROOT_SLUG } = useParams();
  const [searchParams] = useSearchParams();
  const kind = parseEditorKind(searchParams.get('kind'));
  if (kind === 'index') {
    return <HomePageEditor key={slug} slug={slug} renderPreview={renderHomePreview} />;
  }
  return (
    <InfoPageEditor
      key={`${kind}-${slug}`}
      kind={kind}
      slug={slug}
      renderPreview={renderInfoPreview}
    />
  );
}

export { PageEditorPage as Component };
