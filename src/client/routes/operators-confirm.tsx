import { useParams } from 'react-router';
import { defaultHomeContent } from '@shared/content/defaults';
import { APPLY_CONFIRM_META } from '@shared/content/page-meta';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { ApplicationConfirmPage } from '@/features/marketplace/components/application-confirm-page';
import { useNoindex } from '@/features/marketplace/hooks/use-noindex';
import { renderContentIcon } from './home';

/** `/operators/confirm/:token`: the applicant's emailed link (docs/product.md#for-bus-companies). */
export function OperatorsConfirmRoute() {
  const { token = '' } = useParams();
  usePageMeta(APPLY_CONFIRM_META);
  useNoindex();
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="bg-slate-50 py-10 sm:py-14">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <ApplicationConfirmPage key={token} token={token} />
        </div>
      </div>
    </PublicLayout>
  );
}

export { OperatorsConfirmRoute as Component };
