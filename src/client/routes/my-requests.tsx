import { useParams } from 'react-router';
import { defaultHomeContent } from '@shared/content/defaults';
import { MY_REQUESTS_META } from '@shared/content/page-meta';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { MyRequestsList } from '@/features/privacy/components/my-requests-list';
import { useNoindex } from '@/features/marketplace/hooks/use-noindex';
import { renderContentIcon } from './home';

/** `/my/:token`: the emailed link's list of the customer's requests. */
export function MyRequestsRoute() {
  const { token = '' } = useParams();
  usePageMeta(MY_REQUESTS_META);
  useNoindex();
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="bg-slate-50 py-10 sm:py-14">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <MyRequestsList key={token} token={token} />
        </div>
      </div>
    </PublicLayout>
  );
}

export { MyRequestsRoute as Component };
