import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { LeadFilterQuery } from '@/features/leads/list-params';

/** The download link is released 4 seconds after the download starts. */
export const DOWNLOAD_URL_LIFETIME_MS = 4000;

export const EXPORT_FILE_NAMES = {
  selected: 'bus_quotes_selected.csv',
  filtered: 'bus_quotes_filtered.csv',
} as const;

/** Saves a blob under `fileName` through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

export type ExportTarget = { ids: readonly number[] } | { filters: LeadFilterQuery };

/**
 * `GET /bus-quote/export/csv` (admin only) with the selected ids or the list's filters, saved under
 * the file names of docs/product.md#search-filters-and-export. Resolves with the file name; rejects
 * when the server refuses.
 */
export async function exportLeadsCsv(target: ExportTarget): Promise<string> {
  const isSelection = 'ids' in target;
  const blob = await apiRequest<Blob>('/bus-quote/export/csv', {
    responseType: 'blob',
    query: isSelection ? { ids: target.ids } : target.filters,
  });
  const fileName = isSelection ? EXPORT_FILE_NAMES.selected : EXPORT_FILE_NAMES.filtered;
  downloadBlob(blob, fileName);
  return fileName;
}

/** The export as a mutation: one at a time, 'Export failed' when the server refuses. */
export function useExportLeads() {
  return useMutation({
    mutationFn: exportLeadsCsv,
    onError: (error) =>
      toast.error('Export failed', {
        description: error instanceof ApiError ? error.message : undefined,
      }),
  });
}
