import { AuthCardPage } from '@/features/auth/components/auth-card-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password (docs/product.md#password-reset). */
export function ForgotPasswordPage() {
  return (
    <AuthCardPage
      pageTitle="Reset your password — Coach Hire Ireland"
      title="Reset your password"
      description="Enter your account's email and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}

export { ForgotPasswordPage as Component };
