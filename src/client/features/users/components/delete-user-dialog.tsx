import { useState, type MouseEvent } from 'react';
import { toast } from 'sonner';
import type { User } from '@shared/users/users';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useDeleteUser } from '@/features/users/api';

type DeleteUserDialogProps = { user: User | null; onClose: () => void };

/** Asks before deleting (spec §2 Delete User); the list reloads afterwards. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser();
  // Keep the name on screen while the dialog animates closed.
  const [shown, setShown] = useState(user);
  if (user !== null && user !== shown) setShown(user);

  async function confirm(event: MouseEvent<HTMLButtonElement>) {
    // Stay open until the server answers, so a failure is seen next to what was attempted.
    event.preventDefault();
    if (!shown) return;
    try {
      await deleteUser.mutateAsync(shown.id);
      toast.success('User deleted successfully');
      onClose();
    } catch (error) {
      toast.error('Failed to delete user', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete User</AlertDialogTitle>
          <AlertDialogDescription>
            Delete {shown?.name} ({shown?.email})? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteUser.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={deleteUser.isPending}
            onClick={confirm}
          >
            {deleteUser.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
