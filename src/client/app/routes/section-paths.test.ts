import { describe, expect, it } from 'vitest';
import { publicRoutes } from './public-routes';
import { isSectionPath, SECTION_SEGMENTS } from './section-paths';
import { staffRoutes } from './staff-routes';
import { workspaceRoutes } from './workspace-routes';

const firstSegments = (routes: { path?: string }[]) =>
  routes.flatMap((route) => (route.path ? [route.path.split('/')[0]!] : []));

describe('section paths', () => {
  it('name the first segment of every back-office and workspace route, and only those', () => {
    const sections = new Set(firstSegments([...staffRoutes, ...workspaceRoutes]));
    expect([...sections].sort()).toEqual([...SECTION_SEGMENTS].sort());
  });

  it('never claim a public path (the landing route excepted: any one segment is a slug)', () => {
    const publicSegments = firstSegments(publicRoutes).filter((segment) => segment !== ':slug');
    expect(publicSegments.filter((segment) => SECTION_SEGMENTS.includes(segment))).toEqual([]);
  });

  it('tell section paths from public ones by their first segment', () => {
    expect(isSectionPath('/admin/leads/3')).toBe(true);
    expect(isSectionPath('/login')).toBe(true);
    expect(isSectionPath('/operator/jobs')).toBe(true);
    expect(isSectionPath('/operators/join')).toBe(false);
    expect(isSectionPath('/coach-hire-cork')).toBe(false);
    expect(isSectionPath('/')).toBe(false);
  });
});
