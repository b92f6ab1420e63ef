import { OutboxList } from '@/features/outbox/components/outbox-list';

/** /admin/outbox — the shell (title, guard) comes from the admin layout. */
function AdminOutboxPage() {
  return <OutboxList />;
}

export { AdminOutboxPage as Component };
