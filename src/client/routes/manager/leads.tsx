import { useAuth } from '@/features/auth/use-auth';
import { ManagerLeadList } from '@/features/leads/components/manager-lead-list';
import { toViewer } from '@/features/leads/viewer';

/** /manager/leads (and ?filter=followup) — the shell (title, guard) comes from the layout. */
function ManagerLeadsPage() {
  const viewer = toViewer(useAuth().user, false);
  return viewer ? <ManagerLeadList viewerId={viewer.id} /> : null;
}

export { ManagerLeadsPage as Component };
