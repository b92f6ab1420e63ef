import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultHomeContent } from '@shared/content/content';
import type { Page } from '@shared/content/admin';
import { PageManagement } from '@/features/content/admin/components/page-list/page-management';
import { makePage } from '@/features/content/admin/testing';
import { type ApiHandler, bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

beforeAll(polyfillRadix);

function renderList(pages: Page[], extra: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    'GET /content/index': () => json({ data: pages }),
    ...extra,
  });
  renderRoutes([{ path: '/admin/home-editor', Component: PageManagement }], '/admin/home-editor');
  return fetchMock;
}

function rowOf(url: string) {
  const table = screen.getByRole('table', { name: 'Home pages' });
  const input = within(table).getByDisplayValue(url);
  return input.closest('tr')!;
}

const root = makePage({ id: 1, url: '/', content: { hero: { titleLine1: 'Root' } } });
const cork = makePage({ id: 2, url: '/cork', sublink: 'cork', is_published: false });

describe('page management', () => {
  it('lists home variants with status and edit links by first segment', async () => {
    renderList([cork, root]);
    expect(await screen.findByDisplayValue('/cork')).toBeInTheDocument();
    const rootRow = rowOf('/');
    expect(rootRow).toHaveTextContent('Home Page');
    expect(rootRow).toHaveTextContent('Published');
    expect(within(rootRow).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/home-editor/edit/root',
    );
    expect(within(rowOf('/cork')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/home-editor/edit/cork',
    );
    expect(rowOf('/cork')).toHaveTextContent('Draft');
  });

  it('links each page to its public URL with the preview flag, in a new tab', async () => {
    renderList([cork, root]);
    await screen.findByDisplayValue('/cork');
    const preview = within(rowOf('/cork')).getByRole('link', { name: /^Preview/ });
    expect(preview).toHaveAccessibleName('Preview (opens in a new tab)');
    expect(preview).toHaveAttribute('href', '/cork?preview=1');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(rowOf('/')).getByRole('link', { name: /^Preview/ })).toHaveAttribute(
      'href',
      '/?preview=1',
    );
  });

  it('saves a URL on blur only when the normalised URL changed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderList([root, cork], {
      'PATCH /content/index/2': ({ body }) => json({ ...cork, ...(body as object), version: 2 }),
    });
    const input = await screen.findByDisplayValue('/cork');

    await user.clear(input);
    await user.type(input, ' cork/ ');
    await user.tab();
    expect(input).toHaveValue('/cork');
    expect(bodiesSentTo(fetchMock, 'PATCH', '/content/index/2')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '  coach-hire-cork/{Enter}');
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH', '/content/index/2')).toEqual([
        { url: '/coach-hire-cork', sublink: 'coach-hire-cork' },
      ]),
    );
    expect(await screen.findByText('URL updated')).toBeInTheDocument();
  });

  it('reports a refused URL change and puts the stored URL back', async () => {
    const user = userEvent.setup();
    renderList([root, cork], {
      'PATCH /content/index/2': () =>
        json({ message: 'A page with this URL already exists', errors: { url: ['Taken'] } }, 422),
    });
    const input = await screen.findByDisplayValue('/cork');
    await user.clear(input);
    await user.type(input, '/galway');
    await user.tab();
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Could not update URL.')).toBeInTheDocument();
    expect(input).toHaveValue('/cork');
    expect(input).toHaveAccessibleDescription('Taken');
  });

  it('duplicates the home page as a draft, retrying a clash with a new name', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = renderList([root, cork], {
      'POST /content/index': ({ body }) => {
        attempts += 1;
        if (attempts < 3) return json({ message: 'A page with this URL already exists' }, 422);
        return json(makePage({ ...(body as Partial<Page>), id: 9 }), 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Home Page' }));

    expect(await screen.findByText('Home page duplicated')).toBeInTheDocument();
    const sent = bodiesSentTo(fetchMock, 'POST', '/content/index') as Partial<Page>[];
    expect(sent).toHaveLength(3);
    for (const body of sent) {
      expect(body.url).toMatch(/^\/homepage-[a-z0-9]{8}$/);
      expect(body.sublink).toBe(body.url?.slice(1));
      expect(body).toMatchObject({ content: root.content, is_published: false });
    }
    expect(new Set(sent.map((body) => body.url)).size).toBe(3);
  });

  it('stops duplicating after three clashes, and at once on another error', async () => {
    const user = userEvent.setup();
    let status = 422;
    const fetchMock = renderList([root], {
      'POST /content/index': () => json({ message: 'Nope' }, status),
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Home Page' }));
    expect(await screen.findByText('Duplicate failed')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/content/index')).toHaveLength(3);

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Duplicate Home Page' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', '/content/index')).toHaveLength(4));
  });

  it('asks for a clone URL, submits on Enter and reports a clash', async () => {
    const user = userEvent.setup();
    const fetchMock = renderList([root, cork], {
      'POST /content/index': () => json({ message: 'A page with this URL already exists' }, 422),
    });
    await screen.findByDisplayValue('/cork');
    await user.click(within(rowOf('/')).getByRole('button', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone Page' });
    const input = within(dialog).getByLabelText('New URL');

    await user.type(input, '   {Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please provide a URL for the cloned page.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(fetchMock, 'POST', '/content/index')).toHaveLength(0);

    await user.type(input, 'cork{Enter}');
    expect(
      await screen.findByText('Failed to clone content. The URL might already exist.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/content/index')).toEqual([
      { url: '/cork', sublink: 'cork', content: root.content, is_published: false },
    ]);
    expect(screen.getByRole('dialog', { name: 'Clone Page' })).toBeInTheDocument();
  });

  it('shows Publishing... while publishing and the product’s messages when it fails', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    renderList([root, cork], {
      'PATCH /content/index/2': () => new Promise<Response>((resolve) => (release = resolve)),
      'PATCH /content/index/1': () => json({ message: 'Server error' }, 500),
    });
    await screen.findByDisplayValue('/cork');
    await user.click(within(rowOf('/cork')).getByRole('button', { name: 'Publish' }));
    const pending = within(rowOf('/cork')).getByRole('button', { name: 'Publishing...' });
    expect(pending).toBeDisabled();
    act(() => release(json({ message: 'Refused' }, 422)));
    expect(await screen.findByText('Could not update publish state.')).toBeInTheDocument();
    expect(screen.getByText('Action failed')).toBeInTheDocument();
    expect(within(rowOf('/cork')).getByRole('button', { name: 'Publish' })).toBeEnabled();

    await user.click(within(rowOf('/')).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Server error updating publish state.')).toBeInTheDocument();
  });

  it('reads Unpublishing... while unpublishing', async () => {
    const user = userEvent.setup();
    renderList([root], { 'PATCH /content/index/1': () => new Promise<Response>(() => undefined) });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(screen.getByRole('button', { name: 'Unpublishing...' })).toBeDisabled();
  });

  it('offers to create the home page from the defaults when there is none', async () => {
    const user = userEvent.setup();
    let pages: Page[] = [];
    const fetchMock = renderList([], {
      'GET /content/index': () => json({ data: pages }),
      'POST /content/index': ({ body }) => {
        pages = [makePage({ ...(body as Partial<Page>), id: 3 })];
        return json(pages[0], 201);
      },
    });
    const create = await screen.findByRole('button', { name: 'Create Home Page' });
    expect(screen.getByRole('button', { name: 'Duplicate Home Page' })).toBeDisabled();
    await user.click(create);
    expect(await screen.findByDisplayValue('/')).toBeInTheDocument();
    const [sent] = bodiesSentTo(fetchMock, 'POST', '/content/index') as Partial<Page>[];
    expect(sent).toMatchObject({ url: '/', sublink: '', is_published: true });
    expect(sent?.content).toMatchObject({ hero: { figures: defaultHomeContent.hero.figures } });
  });

  it('deletes a page after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = renderList([root, cork], {
      'DELETE /content/index/2': () => new Response(null, { status: 204 }),
    });
    await screen.findByDisplayValue('/cork');
    await user.click(within(rowOf('/cork')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Page' });
    expect(confirm).toHaveTextContent('/cork');
    expect(bodiesSentTo(fetchMock, 'DELETE', '/content/index/2')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page deleted')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'DELETE', '/content/index/2')).toHaveLength(1);
  });
});
