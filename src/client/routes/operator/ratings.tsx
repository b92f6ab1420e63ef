import { RatingsPage } from '@/features/workspace/ratings/ratings-page';

/** /operator/ratings — the shell (title, guard) comes from the workspace layout. */
function OperatorRatingsPage() {
  return <RatingsPage />;
}

export { OperatorRatingsPage as Component };
