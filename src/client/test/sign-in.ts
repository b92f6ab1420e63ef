import { onTestFinished } from 'vitest';
import type { User } from '@shared/users/users';
import { authStore } from '@/features/auth/auth-store';
import { writeStoredAuth } from '@/lib/auth-storage';

/** Starts the test signed in as `user`, as a reload with a stored session would; ends signed out. */
export function signInAs(user: User) {
  writeStoredAuth({ token: `${user.role_id}-token`, user });
  authStore.restore();
  onTestFinished(() => {
    localStorage.clear();
    authStore.restore();
  });
}
