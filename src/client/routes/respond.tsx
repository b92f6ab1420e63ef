import { useParams } from 'react-router';
import { defaultHomeContent } from '@shared/content/defaults';
import { RESPOND_META } from '@shared/content/page-meta';
import { RespondPage } from '@/features/marketplace/components/respond-page';
import { useNoindex } from '@/features/marketplace/hooks/use-noindex';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { renderContentIcon } from './home';

/** `/respond/:token`: a bus company's private page for one lead. */
export function RespondRoute() {
  const { token = '' } = useParams();
  usePageMeta(RESPOND_META);
  useNoindex();
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="bg-slate-50 py-10 sm:py-14">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <RespondPage key={token} token={token} />
        </div>
      </div>
    </PublicLayout>
  );
}

export { RespondRoute as Component };
