import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authStore } from '@/features/auth/auth-store';
import { useAuth } from '@/features/auth/use-auth';

/**
 * Spec §2/§5 sign-in form. Browser validation is off (`noValidate`) so empty fields reach the
 * spec's own toast; the server validates the rest. The page decides where to go afterwards.
 */
type LoginFormProps = {
  /** Called after a successful sign-in (the success toast is already raised). */
  onSignedIn?: () => void;
};

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { loading } = useAuth();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (email.trim() === '' || password === '') {
      toast.error('Please fill in all fields');
      // Put keyboard and screen-reader users on the field that needs filling.
      (email.trim() === '' ? emailRef : passwordRef).current?.focus();
      return;
    }
    // Nothing cached for a previous session may leak into the next one.
    queryClient.clear();
    try {
      await authStore.login({ email: email.trim(), password });
      toast.success('Signed in successfully');
      onSignedIn?.();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Login failed');
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          ref={emailRef}
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-required="true"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          ref={passwordRef}
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-required="true"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
