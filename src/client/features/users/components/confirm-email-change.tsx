import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { User } from '@shared/users/users';
import { Button } from '@/components/ui/button';
import { useConfirmEmailChange } from '@/features/users/api';
import { paths } from '@/lib/paths';

type ConfirmEmailChangeProps = { token: string; onConfirmed: (user: User) => void };

/**
 * The page the link sent to one's new email opens (docs/product.md#staff-account-rules): opening
 * it, signed in, confirms the change. Sent once, even when React runs the effect twice.
 */
export function ConfirmEmailChange({ token, onConfirmed }: ConfirmEmailChangeProps) {
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: onConfirmed });
  }, [mutate, token, onConfirmed]);

  return (
    <section className="flex max-w-xl flex-col gap-4">
      <div aria-live="polite">
        {confirm.isSuccess && (
          <p>
            Your email address is now <strong>{confirm.data.email}</strong>. Sign in with it from
            now on.
          </p>
        )}
        {confirm.isError && (
          <p role="alert" className="text-destructive">
            {confirm.error.message}
          </p>
        )}
        {confirm.isPending && <p>Confirming your new email address...</p>}
      </div>
      <Button asChild variant="outline" className="self-start">
        <Link to={paths.admin.users}>Back to User Management</Link>
      </Button>
    </section>
  );
}
