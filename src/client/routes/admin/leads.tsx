import { AdminLeadList } from '@/features/leads/components/admin-lead-list';

/** /admin/leads — the shell (title, guard) comes from the admin layout. */
function AdminLeadsPage() {
  return <AdminLeadList />;
}

export { AdminLeadsPage as Component };
