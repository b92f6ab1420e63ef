import { describe, expect, it } from 'vitest';
import type { User } from '@shared/users/users';
import { defaultUserFilters, filterUsers, summarizeUsers } from '@/features/users/filter-users';
import { makeUser } from '@/test/users';

const users = [
  makeUser({
    id: 1,
    name: 'Aoife Byrne',
    email: 'aoife@example.ie',
    role_id: 1,
    department: 'Ops',
  }),
  makeUser({
    id: 2,
    name: 'Ciarán Walsh',
    email: 'ciaran@example.ie',
    role_id: 2,
    status: 'pending',
  }),
  makeUser({
    id: 3,
    name: 'Niamh Kelly',
    email: 'niamh@fleet.ie',
    role_id: 2,
    department: 'Finance',
  }),
  makeUser({ id: 4, name: 'Pat Ryan', email: 'pat@example.ie', role_id: 3, status: 'inactive' }),
];
const ids = (list: User[]) => list.map((item) => item.id);

describe('filterUsers', () => {
  it('keeps everyone with the default filters', () => {
    expect(ids(filterUsers(users, defaultUserFilters))).toEqual([1, 2, 3, 4]);
  });

  it('searches name, email and department, ignoring case and spaces', () => {
    const search = (text: string) =>
      ids(filterUsers(users, { ...defaultUserFilters, search: text }));
    expect(search('  aoife ')).toEqual([1]);
    expect(search('FLEET.IE')).toEqual([3]);
    expect(search('finance')).toEqual([3]);
    expect(search('nobody')).toEqual([]);
  });

  it('filters by role and by status, together with the search', () => {
    expect(ids(filterUsers(users, { ...defaultUserFilters, role: '2' }))).toEqual([2, 3]);
    expect(ids(filterUsers(users, { ...defaultUserFilters, status: 'inactive' }))).toEqual([4]);
    expect(ids(filterUsers(users, { search: 'example', role: '2', status: 'pending' }))).toEqual([
      2,
    ]);
  });
});

describe('summarizeUsers', () => {
  it('counts all, active, admins and managers', () => {
    expect(summarizeUsers(users)).toEqual({ total: 4, active: 2, admins: 1, managers: 2 });
    expect(summarizeUsers([])).toEqual({ total: 0, active: 0, admins: 0, managers: 0 });
  });
});
