import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authStore, type AuthState } from '@/features/auth/auth-store';
import { paths } from '@/lib/paths';

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState);
}

/**
 * Sign out on the server, clear the local session, say so and go to /login — all of it even
 * when the server call fails, so the Logout button always works
 * (docs/product.md#signing-in-and-out).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await authStore.logout();
    // The next person at this browser must not see the previous user's cached data.
    queryClient.clear();
    toast.success('Logged out successfully');
    await navigate(paths.login(), { replace: true });
  }, [navigate, queryClient]);
}
