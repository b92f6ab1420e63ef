import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import { defaultHomeContent } from '@shared/content/defaults';
import type { InfoPageContent } from '@shared/content/info-pages';
import { toDisplayInfoPageContent } from '@shared/content/info-fill';
import { pageMetaFor } from '@shared/content/page-meta';
import { type EarlyContent, lookupSlug, siteFiguresQuery } from '@/features/content/api';
import { CtaSection } from '@/features/content/sections/cta-section';
import { InfoHero, InfoSections } from '@/features/content/sections/info-page-sections';
import type { LoadedFigures } from '@/features/content/sections/live-figures';
import { PreviewBanner } from '@/features/content/sections/preview-banner';
import { usePageContent } from '@/features/content/use-page-content';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { paths } from '@/lib/paths';
import { PageLoading, renderContentIcon } from './home';

type InfoContentPageProps = { kind: 'about' | 'how-it-works'; sublink?: string };

/**
 * About and How it works: a published content record ("titled sections") when one exists for
 * the page, else the built-in page. The call to action goes to the home page's quote form.
 */
export function InfoContentPage({ kind, sublink }: InfoContentPageProps) {
  const early = useLoaderData<EarlyContent | null | undefined>();
  const { data, isPending, preview } = usePageContent(kind, lookupSlug(sublink), early);
  const { pathname } = useLocation();
  const content = useMemo(() => toDisplayInfoPageContent(data, kind), [data, kind]);
  const hasFigures = content.sections.some((section) => section.layout === 'figures');
  const figures = useQuery({ ...siteFiguresQuery(), enabled: !isPending && hasFigures }).data;
  const basePath = kind === 'about' ? paths.about : paths.howItWorks;
  usePageMeta(
    pageMetaFor(sublink ? `${basePath}/${sublink}` : basePath, isPending ? undefined : content),
  );

  if (isPending) return <PageLoading />;
  return (
    <>
      {preview && <PreviewBanner state={preview} pathname={pathname} />}
      <InfoPageView content={content} figures={figures} kind={kind} />
    </>
  );
}

/** The page as drawn from its content, in the browser and in the server's pre-rendered shell. */
export function InfoPageView({
  content,
  figures,
  kind,
}: {
  content: InfoPageContent;
  figures?: LoadedFigures;
  kind?: InfoContentPageProps['kind'];
}) {
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <InfoHero title={content.title} subtitle={content.subtitle} />
      <InfoSections sections={content.sections} figures={figures} />
      {kind === 'how-it-works' && <PartnerInvitation />}
      <CtaSection cta={content.cta} href={`${paths.home}#quote-form`} />
    </PublicLayout>
  );
}

/** How it works links bus companies to their application (docs/product.md#for-bus-companies). */
function PartnerInvitation() {
  return (
    <section aria-labelledby="partner-invitation" className="bg-white py-10">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="partner-invitation" className="text-2xl font-bold text-gray-900">
          Run a bus or coach company?
        </h2>
        <p className="mt-2 text-gray-700">
          Receive requests from groups in the counties you serve. Joining is free.
        </p>
        <Link
          to={paths.operatorsJoin}
          className="mt-4 inline-block font-semibold text-blue-800 underline underline-offset-4"
        >
          Apply as a bus company
        </Link>
      </div>
    </section>
  );
}
