import { useParams } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { LeadDetail } from '@/features/leads/components/lead-detail';
import { toViewer, parseLeadId } from '@/features/leads/viewer';

/** /manager/leads/:id — the same lead page, without delete (managers never delete leads). */
function ManagerLeadDetailPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const viewer = toViewer(user, false);
  return viewer ? <LeadDetail key={id} leadId={parseLeadId(id)} viewer={viewer} /> : null;
}

export { ManagerLeadDetailPage as Component };
