import { toast } from 'sonner';
import type { User } from '@shared/users/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useTurnOffTwoStep } from '@/features/users/api';

type TurnOffTwoStepDialogProps = { user: User | null; onClose: () => void };

/**
 * An admin turns off another user's two-step verification — a lost phone and lost recovery codes
 * (docs/product.md#two-step-verification).
 */
export function TurnOffTwoStepDialog({ user, onClose }: TurnOffTwoStepDialogProps) {
  const turnOff = useTurnOffTwoStep();
  async function confirm({ id }: User) {
    try {
      await turnOff.mutateAsync(id);
      toast.success('Two-step verification turned off');
      return true;
    } catch (error) {
      toast.error('Failed to turn off two-step verification', {
        description: error instanceof Error ? error.message : undefined,
      });
      return false;
    }
  }
  return (
    <ConfirmDialog
      subject={user}
      words={({ name, email }) => ({
        title: 'Turn off two-step verification',
        description: `Turn off two-step verification for ${name} (${email})? They sign in with their password alone until they turn it on again.`,
        confirm: 'Turn off',
        pending: 'Turning off...',
      })}
      destructive
      pending={turnOff.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
