import type { Page } from '@shared/content/admin';

let nextId = 1;

export function makePage(overrides: Partial<Page> = {}): Page {
  const id = overrides.id ?? nextId++;
  return {
    id,
    kind: 'index',
    url: '/',
    sublink: '',
    content: {},
    is_published: true,
    version: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
