import { describe, expect, it } from 'vitest';
import {
  editorPathOf,
  editorSlugOf,
  findPageBySlug,
  unusableUrlReason,
  urlOfEditorSlug,
} from '@/features/content/admin/page-slugs';
import { makePage } from '@/features/content/admin/testing';

describe('page slugs', () => {
  it('uses the first URL segment as the editor slug, root for /', () => {
    expect(editorSlugOf('/')).toBe('root');
    expect(editorSlugOf('/coach-hire-cork')).toBe('coach-hire-cork');
    expect(urlOfEditorSlug('root')).toBe('/');
    expect(urlOfEditorSlug('coach-hire-cork')).toBe('/coach-hire-cork');
    expect(editorPathOf('index', '/')).toBe('/admin/home-editor/edit/root');
    expect(editorPathOf('about', '/team')).toBe('/admin/home-editor/edit/team?kind=about');
  });

  it('finds the page an editor slug names', () => {
    const root = makePage({ url: '/' });
    const cork = makePage({ url: '/cork', sublink: 'cork' });
    expect(findPageBySlug([cork, root], 'root')).toBe(root);
    expect(findPageBySlug([root, cork], 'cork')).toBe(cork);
    expect(findPageBySlug([root], 'galway')).toBeUndefined();
  });

  it('refuses URLs the site cannot serve', () => {
    expect(unusableUrlReason('index', '/coach-hire-cork')).toBeNull();
    expect(unusableUrlReason('index', '/admin')).toMatch(/reserved/);
    expect(unusableUrlReason('index', '/a/b')).toMatch(/single path segment/);
    expect(unusableUrlReason('about', '/team')).toBeNull();
  });
});
