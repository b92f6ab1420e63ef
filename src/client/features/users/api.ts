import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { meResponseSchema } from '@shared/auth/session';
import {
  userSchema,
  type CreateUserInput,
  type UpdateUserInput,
  type UpdateUserResponse,
  type User,
} from '@shared/users/users';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

const usersKey = ['users'] as const;
const userListSchema = z.array(userSchema);

/** `GET /auth/user` returns a bare array of users (docs/product.md#endpoints). */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersKey,
    queryFn: async ({ signal }) =>
      userListSchema.parse(await apiGet<unknown>('/auth/user', { signal })),
  });
}

/** The list is reloaded after every add, edit and delete (docs/product.md#user-management). */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKey });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => apiPost<User>('/auth/user', input),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateUserInput }) =>
      apiPatch<UpdateUserResponse>(`/auth/user/${id}`, changes),
    onSuccess: invalidate,
  });
}

/** Opens the link that confirms one's own new email; answers the user with it. */
export function useConfirmEmailChange() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (token: string) =>
      meResponseSchema.parse(
        await apiPost<unknown>(`/auth/email-change/${encodeURIComponent(token)}`),
      ).user,
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/auth/user/${id}`),
    onSuccess: invalidate,
  });
}

/** Turns off another user's two-step verification (docs/product.md#two-step-verification). */
export function useTurnOffTwoStep() {
  return useMutation({ mutationFn: (id: number) => apiDelete(`/auth/user/${id}/totp`) });
}
