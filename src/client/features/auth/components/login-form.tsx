import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import type { SignInChallenge } from '@shared/auth/second-factor';
import { loginRequestSchema, type LoginRequest } from '@shared/auth/session';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/form-errors';
import { authStore } from '@/features/auth/auth-store';
import { useAuth } from '@/features/auth/use-auth';

type LoginFormProps = {
  /** Called after a successful sign-in (the success toast is already raised). */
  onSignedIn?: () => void;
  /** Called when the account has a second step (docs/product.md#two-step-verification). */
  onChallenge?: (challenge: SignInChallenge) => void;
};

/** The schema's "is required" problems: what 'Please fill in all fields' stands for. */
const isEmpty = (error: FieldError | undefined) => error?.type === 'too_small';

/** An empty field is told by the toast alone; anything else (a 422, a value too long) on its field. */
const shownError = (error: FieldError | undefined) => (isEmpty(error) ? undefined : error?.message);

/**
 * The sign-in form (docs/product.md#sign-in-validation), checked with the API's own schema.
 * Browser validation is off (`noValidate`) so empty fields reach the form's own toast. The page
 * decides where to go afterwards.
 */
export function LoginForm({ onSignedIn, onChallenge }: LoginFormProps) {
  const { loading } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // react-hook-form then focuses the first field with a problem, for keyboard and screen-reader users.
  function onInvalid(problems: FieldErrors<LoginRequest>) {
    if (isEmpty(problems.email) || isEmpty(problems.password)) {
      toast.error('Please fill in all fields');
    }
  }

  async function onValid(credentials: LoginRequest) {
    if (loading) return;
    // Nothing cached for a previous session may leak into the next one.
    queryClient.clear();
    try {
      const result = await authStore.login(credentials);
      if ('challenge_token' in result) {
        onChallenge?.(result);
        return;
      }
      toast.success('Signed in successfully');
      onSignedIn?.();
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(error instanceof Error && error.message ? error.message : 'Login failed');
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-5"
    >
      <FormField
        id="login-email"
        label="Email"
        error={shownError(errors.email)}
        required
        showRequiredMark={false}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
        )}
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        error={shownError(errors.password)}
        required
        showRequiredMark={false}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
