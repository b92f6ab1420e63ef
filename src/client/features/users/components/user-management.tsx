import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { User } from '@shared/users/users';
import { Button } from '@/components/ui/button';
import { usersQueryOptions } from '@/features/users/api';
import { DeleteUserDialog } from '@/features/users/components/delete-user-dialog';
import { TurnOffTwoStepDialog } from '@/features/users/components/turn-off-two-step-dialog';
import { UserFiltersBar } from '@/features/users/components/user-filters';
import { UserFormDialog, type UserDialogState } from '@/features/users/components/user-form-dialog';
import { UserSummaryCards } from '@/features/users/components/user-summary-cards';
import { UsersTable } from '@/features/users/components/users-table';
import { defaultUserFilters, filterUsers, summarizeUsers } from '@/features/users/filter-users';
import { LoadError } from '@/components/load-error';
import { ListSection } from '@/components/list-section';

/**
 * The user management screen (docs/product.md#user-management): summary, search and filters, the
 * table, add/edit/delete. `currentUserId`: the signed-in user, whose own edit asks for their
 * current password.
 */
export function UserManagement({ currentUserId }: { currentUserId?: number | string | undefined }) {
  const usersQuery = useQuery(usersQueryOptions());
  const [filters, setFilters] = useState(defaultUserFilters);
  const [dialog, setDialog] = useState<UserDialogState>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [turningOff, setTurningOff] = useState<User | null>(null);
  // One reference time per visit, so "Today"/"Yesterday" don't shift between renders.
  const [now] = useState(() => new Date());

  const users = usersQuery.data;
  const summary = useMemo(() => (users ? summarizeUsers(users) : undefined), [users]);
  const visible = useMemo(
    () => (users ? filterUsers(users, filters) : undefined),
    [users, filters],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">Manage staff accounts, roles and access.</p>
        <Button type="button" onClick={() => setDialog({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Add User
        </Button>
      </div>

      <UserSummaryCards summary={summary} />

      <ListSection title="Users">
        <UserFiltersBar filters={filters} onChange={setFilters} />
        {usersQuery.isError ? (
          <LoadError className="py-6" onRetry={() => void usersQuery.refetch()}>
            Failed to fetch users
          </LoadError>
        ) : (
          <UsersTable
            users={visible}
            now={now}
            currentUserId={currentUserId}
            onEdit={(user) =>
              setDialog({ mode: 'edit', user, isSelf: String(user.id) === String(currentUserId) })
            }
            onDelete={setDeleting}
            onTurnOffTwoStep={setTurningOff}
          />
        )}
        <p role="status" className="text-sm text-muted-foreground">
          {usersQuery.isPending && <span className="sr-only">Loading users...</span>}
          {visible && `Showing ${visible.length} of ${users?.length ?? 0} users`}
        </p>
      </ListSection>

      <UserFormDialog state={dialog} onClose={() => setDialog(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <TurnOffTwoStepDialog user={turningOff} onClose={() => setTurningOff(null)} />
    </div>
  );
}
