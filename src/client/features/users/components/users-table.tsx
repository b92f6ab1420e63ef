import { Pencil, ShieldOff, Trash2 } from 'lucide-react';
import { formatDaysAgo } from '@shared/dates';
import type { User } from '@shared/users/users';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { RoleBadge, StatusBadge } from '@/features/users/components/user-badges';
import { formatDateTime, formatLastLogin } from '@/features/users/format';
import { IconAction } from '@/components/icon-action';
import { NoticeRow, SkeletonRows, STICKY_ACTIONS } from '@/components/table-rows';

const COLUMNS = ['User', 'Role', 'Status', 'Department', 'Last Login', 'Created', 'Actions'];
const SKELETON_ROWS = 5;

function UserRow({
  user,
  now,
  isSelf,
  onEdit,
  onDelete,
  onTurnOffTwoStep,
}: { user: User; now: Date; isSelf: boolean } & RowActions) {
  return (
    <TableRow>
      <TableCell>
        <div className="flex flex-col">
          <span className="font-medium">{user.name}</span>
          <span className="text-muted-foreground">{user.email}</span>
          {user.phone && <span className="text-xs text-muted-foreground">{user.phone}</span>}
        </div>
      </TableCell>
      <TableCell>
        <RoleBadge roleId={user.role_id} />
      </TableCell>
      <TableCell>
        <StatusBadge status={user.status} />
      </TableCell>
      <TableCell>{user.department || 'N/A'}</TableCell>
      <TableCell>
        {user.last_login_at ? (
          <time dateTime={user.last_login_at}>{formatLastLogin(user.last_login_at)}</time>
        ) : (
          'Never'
        )}
      </TableCell>
      <TableCell>
        <time dateTime={user.created_at} title={formatDateTime(user.created_at)}>
          {formatDaysAgo(user.created_at, now)}
        </time>
      </TableCell>
      <TableCell className={STICKY_ACTIONS}>
        <div className="flex gap-1">
          <IconAction label="Edit User" icon={<Pencil />} onClick={() => onEdit(user)} />
          <IconAction label="Delete User" icon={<Trash2 />} onClick={() => onDelete(user)} />
          {/* One's own is turned off on the Security page, with a password and a code. */}
          {!isSelf && (
            <IconAction
              label="Turn off two-step verification"
              icon={<ShieldOff />}
              onClick={() => onTurnOffTwoStep(user)}
            />
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}

type RowActions = {
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onTurnOffTwoStep: (user: User) => void;
};

type UsersTableProps = RowActions & {
  /** Undefined while loading: skeleton rows stand in. */
  users: User[] | undefined;
  now: Date;
  currentUserId?: number | string | undefined;
};

/** The user table of docs/product.md#user-management. */
export function UsersTable({ users, now, currentUserId, ...actions }: UsersTableProps) {
  return (
    <Table aria-label="Users" aria-busy={users === undefined}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === 'Actions' ? STICKY_ACTIONS : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users === undefined && <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} />}
        {users?.length === 0 && <NoticeRow columns={COLUMNS.length}>No users found</NoticeRow>}
        {users?.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            now={now}
            isSelf={String(user.id) === String(currentUserId)}
            {...actions}
          />
        ))}
      </TableBody>
    </Table>
  );
}
