import { PageManagement } from '@/features/content/admin/components/page-list/page-management';

/** /admin/home-editor — page management; the shell (title, guard) comes from the admin layout. */
function HomeEditorPage() {
  return <PageManagement />;
}

export { HomeEditorPage as Component };
