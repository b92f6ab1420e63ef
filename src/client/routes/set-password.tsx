import { ResetPasswordPage } from '@/routes/reset-password';

/** /set-password/{token}: a new company account's first password (docs/product.md#company-accounts). */
export function Component() {
  return <ResetPasswordPage kind="set" />;
}
