import { describe, expect, it } from 'vitest';
import {
  canRoleVisit,
  destinationAfterLogin,
  homePathForRole,
  isStaffAreaPath,
} from '@/features/auth/destinations';

describe('homePathForRole', () => {
  it.each([
    [1, '/admin'],
    [2, '/manager'],
    [4, '/operator'],
    [3, '/'],
    [7, '/'],
    [null, '/'],
  ])('sends role %s to %s', (roleId, path) => {
    expect(homePathForRole(roleId)).toBe(path);
  });
});

describe('isStaffAreaPath', () => {
  it.each(['/admin', '/admin/users', '/manager', '/manager/leads', '/operator', '/operator/jobs'])(
    '%s is staff',
    (path) => {
      expect(isStaffAreaPath(path)).toBe(true);
    },
  );
  it.each(['/', '/login', '/administrator', '/managers', '/about'])('%s is not', (path) => {
    expect(isStaffAreaPath(path)).toBe(false);
  });
});

describe('canRoleVisit', () => {
  it('keeps each area to its role and leaves public pages open', () => {
    expect(canRoleVisit(1, '/admin/users')).toBe(true);
    expect(canRoleVisit(2, '/admin/users')).toBe(false);
    expect(canRoleVisit(2, '/manager/leads')).toBe(true);
    expect(canRoleVisit(1, '/manager')).toBe(false);
    expect(canRoleVisit(3, '/about')).toBe(true);
  });
});

describe('destinationAfterLogin', () => {
  it('follows a same-site redirect the role may open, query included', () => {
    expect(destinationAfterLogin(1, '/admin/users?role=2')).toBe('/admin/users?role=2');
    expect(destinationAfterLogin(2, '/manager/leads?filter=followup')).toBe(
      '/manager/leads?filter=followup',
    );
  });

  it('keeps a company user in the workspace, never in the back office', () => {
    expect(destinationAfterLogin(4, '/operator/jobs')).toBe('/operator/jobs');
    expect(destinationAfterLogin(4, '/admin/leads')).toBe('/operator');
    expect(destinationAfterLogin(1, '/operator')).toBe('/admin');
  });

  it('falls back to the role home without a redirect', () => {
    expect(destinationAfterLogin(1, null)).toBe('/admin');
    expect(destinationAfterLogin(2, undefined)).toBe('/manager');
    expect(destinationAfterLogin(3, '')).toBe('/');
  });

  it.each([
    '//evil.example',
    '//evil.example/admin',
    '/\\evil.example',
    'https://evil.example/admin',
    'http:/evil.example',
    'javascript:alert(1)',
    'admin/users',
    '/\t/evil.example',
  ])('never follows %j off the site', (redirectTo) => {
    expect(destinationAfterLogin(1, redirectTo)).toBe('/admin');
  });

  it('does not send a role into an area it may not open, or back to /login', () => {
    expect(destinationAfterLogin(2, '/admin/users')).toBe('/manager');
    expect(destinationAfterLogin(2, '/ADMIN/users')).toBe('/manager');
    expect(destinationAfterLogin(1, '/manager')).toBe('/admin');
    expect(destinationAfterLogin(1, '/login?redirectTo=/admin')).toBe('/admin');
  });
});
