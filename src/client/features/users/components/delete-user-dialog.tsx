import { toast } from 'sonner';
import type { User } from '@shared/users/users';
import { ConfirmDialog, DELETE_WORDS } from '@/components/confirm-dialog';
import { useDeleteUser } from '@/features/users/api';

type DeleteUserDialogProps = { user: User | null; onClose: () => void };

/** Asks before deleting (docs/product.md#user-management); the list reloads afterwards. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser();
  async function remove({ id }: User) {
    try {
      await deleteUser.mutateAsync(id);
      toast.success('User deleted successfully');
      return true;
    } catch (error) {
      toast.error('Failed to delete user', {
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  }
  return (
    <ConfirmDialog
      subject={user}
      words={({ name, email }) => ({
        title: 'Delete User',
        description: `Delete ${name} (${email})? This action cannot be undone.`,
        ...DELETE_WORDS,
      })}
      pending={deleteUser.isPending}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
