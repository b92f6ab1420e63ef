import { PerformancePage } from '@/features/workspace/performance/performance-page';

/** /operator/performance — the shell (title, guard) comes from the workspace layout. */
function OperatorPerformancePage() {
  return <PerformancePage />;
}

export { OperatorPerformancePage as Component };
