import { useParams } from 'react-router';
import { defaultHomeContent } from '@shared/content/defaults';
import { QUOTES_META } from '@shared/content/page-meta';
import { ComparisonPage } from '@/features/marketplace/components/comparison-page';
import { useNoindex } from '@/features/marketplace/hooks/use-noindex';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { renderContentIcon } from './home';

/** `/quotes/:token`: the customer's private comparison page. */
export function QuotesRoute() {
  const { token = '' } = useParams();
  usePageMeta(QUOTES_META);
  useNoindex();
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="bg-slate-50 py-10 sm:py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <ComparisonPage key={token} token={token} />
        </div>
      </div>
    </PublicLayout>
  );
}

export { QuotesRoute as Component };
