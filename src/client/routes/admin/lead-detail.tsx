import { useParams } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { LeadDetail } from '@/features/leads/components/lead-detail';
import { toViewer, parseLeadId } from '@/features/leads/viewer';

/** /admin/leads/:id — the shell (title, guard) comes from the admin layout. */
function AdminLeadDetailPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const viewer = toViewer(user, true);
  return viewer ? <LeadDetail key={id} leadId={parseLeadId(id)} viewer={viewer} /> : null;
}

export { AdminLeadDetailPage as Component };
