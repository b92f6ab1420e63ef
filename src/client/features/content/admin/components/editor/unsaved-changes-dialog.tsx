import type { Blocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

const words = {
  title: 'Leave without saving?',
  description: 'You have unsaved changes on this page. If you leave now, they will be lost.',
  confirm: 'Leave without saving',
  pending: 'Leave without saving',
  cancel: 'Stay on this page',
};

/** Asks before a navigation would drop unsaved edits (see useUnsavedChangesGuard). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      subject={blocker.state === 'blocked' ? blocker : null}
      words={() => words}
      pending={false}
      onConfirm={async (blocked) => {
        blocked.proceed?.();
        // The navigation goes on and the blocker unblocks, which closes the dialog.
        return false;
      }}
      onClose={() => blocker.reset?.()}
    />
  );
}
