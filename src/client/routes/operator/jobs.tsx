import { JobsPage } from '@/features/workspace/jobs/jobs-page';

/** /operator/jobs — the shell (title, guard) comes from the workspace layout. */
function OperatorJobsPage() {
  return <JobsPage />;
}

export { OperatorJobsPage as Component };
