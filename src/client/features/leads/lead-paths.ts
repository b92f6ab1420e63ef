import { paths } from '@/lib/paths';

/** Where a lead opens: the admin area or the manager area. */
export type LeadArea = 'admin' | 'manager';

/** `/admin/leads/{id}`, or `/manager/leads/{id}` (the same page in the manager area). */
export function leadPath(area: LeadArea, id: number): string {
  return area === 'admin' ? paths.admin.lead(id) : paths.manager.lead(id);
}

export function leadListPath(area: LeadArea): string {
  return area === 'admin' ? paths.admin.leads : paths.manager.leads();
}
