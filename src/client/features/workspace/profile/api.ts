import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '@shared/marketplace/applications';
import { companyProfileSchema, type CompanyProfilePatch } from '@shared/workspace/profile';
import { apiGet, apiPatch, apiRequest } from '@/lib/api-client';

/** The company's own profile (docs/product.md#profile): `GET|PATCH /operator/company`. */

export const profileKeys = { company: ['workspace', 'company'] as const };

export const companyProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.company,
    queryFn: async ({ signal }) =>
      companyProfileSchema.parse(await apiGet<unknown>('/operator/company', { signal })),
  });

/** Sends only the changed fields; the answer is the profile as it now stands. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<CompanyProfilePatch>) =>
      companyProfileSchema.parse(await apiPatch<unknown>('/operator/company', changes)),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.company, profile),
  });
}

/** New documents for an admin's re-check, as multipart `insurance_certificate` / `operator_licence`. */
export function useSendDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: Partial<Record<DocumentKind, File>>) => {
      const body = new FormData();
      for (const [kind, file] of Object.entries(files)) body.append(kind, file, file.name);
      return companyProfileSchema.parse(
        await apiRequest<unknown>('/operator/company/documents', { method: 'POST', body }),
      );
    },
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.company, profile),
  });
}
