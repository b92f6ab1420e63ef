import type { User } from '@shared/users/users';

/** A user as the API returns one; the defaults are a plain active user. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Someone',
    email: 'someone@example.ie',
    role_id: 3,
    phone: null,
    department: null,
    status: 'active',
    last_login_at: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}
