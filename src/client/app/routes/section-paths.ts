/**
 * The first path segments of the back office's and the workspace's routes (staff-routes.tsx,
 * workspace-routes.tsx): a navigation to one of them loads those route tables (decision 036).
 * A test checks this list against the tables, so a new section path cannot be forgotten.
 */
export const SECTION_SEGMENTS: readonly string[] = [
  'login',
  'forgot-password',
  'reset-password',
  'set-password',
  'admin',
  'manager',
  'operator',
];

/** Whether `pathname` belongs to the back office or the workspace. */
export function isSectionPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return SECTION_SEGMENTS.includes(first);
}
