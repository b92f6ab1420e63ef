import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultHomeContent, type HomeContent } from '@shared/content/content';
import type { Page } from '@shared/content/admin';
import {
  HomePageEditor,
  type RenderHomePreview,
} from '@/features/content/admin/components/home-editor/home-page-editor';
import { makePage } from '@/features/content/admin/testing';
import { type ApiHandler, bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

// Heavy forms: on a shared, loaded machine a test can pass 5 s without anything being wrong.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadix);

const STALE = 'This page was changed by someone else — reload to see their changes';
type Saved = { url: string; content: HomeContent; version?: number };

const cork = makePage({ id: 7, url: '/cork', sublink: 'cork', is_published: false, version: 3 });

function renderEditor(
  extra: Record<string, ApiHandler> = {},
  options: { pages?: Page[]; slug?: string; renderPreview?: RenderHomePreview } = {},
) {
  const { pages = [cork], slug = 'cork', renderPreview } = options;
  const fetchMock = mockApi({
    'GET /content/index': () => json({ data: pages }),
    'PUT /content/index': ({ body }) => {
      const { url, content } = body as Saved;
      return json({ ...cork, url, content, version: cork.version + 1 });
    },
    ...extra,
  });
  const router = renderRoutes(
    [
      { path: '/admin/home-editor', element: <p>The page list</p> },
      {
        path: '/admin/home-editor/edit/:slug',
        element: <HomePageEditor slug={slug} renderPreview={renderPreview} />,
      },
    ],
    `/admin/home-editor/edit/${slug}`,
  );
  return { fetchMock, router };
}

const saves = (fetchMock: ReturnType<typeof mockApi>) =>
  bodiesSentTo(fetchMock, 'PUT', '/content/index') as Saved[];

async function editLogoText(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = await screen.findByLabelText('Logo text');
  await user.clear(input);
  await user.type(input, text);
}

describe('home page editor actions', () => {
  it('saves with the loaded version, reads Saving... meanwhile, then uses the new version', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const { fetchMock } = renderEditor({
      'PUT /content/index': async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        return json({ ...cork, content: (body as Saved).content, version: 4 });
      },
    });
    await editLogoText(user, 'Cork Coaches');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(saves(fetchMock)[0]).toMatchObject({ url: '/cork', version: 3 });
    expect(saves(fetchMock)[0]?.content.header.logoText).toBe('Cork Coaches');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(2));
    act(() => release());
    await waitFor(() => expect(saves(fetchMock)[1]?.version).toBe(4));
  });

  it('shows the conflict message when someone else saved first', async () => {
    const user = userEvent.setup();
    renderEditor({ 'PUT /content/index': () => json({ message: STALE }, 409) });
    await editLogoText(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STALE);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('refuses to save invalid values and shows them on their tab', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Hero Section' }));
    const colour = screen.getByLabelText('Badge background colour');
    await user.clear(colour);
    await user.type(colour, 'not a colour');
    await user.click(screen.getByRole('tab', { name: 'Header' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hero Section' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Badge background colour')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saves(fetchMock)).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes, and not after saving', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor();
    await editLogoText(user, 'Unsaved');
    await user.click(screen.getByRole('link', { name: 'Back to Pages' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/admin/home-editor/edit/cork');
    expect(screen.getByLabelText('Logo text')).toHaveValue('Unsaved');

    await user.click(screen.getByRole('link', { name: 'Back to Pages' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('The page list')).toBeInTheDocument();
  });

  it('leaves without asking once the changes are saved', async () => {
    const user = userEvent.setup();
    renderEditor();
    await editLogoText(user, 'Saved');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Changes saved');
    await user.click(screen.getByRole('link', { name: 'Back to Pages' }));
    expect(await screen.findByText('The page list')).toBeInTheDocument();
  });

  it('resets to the default content after confirmation, and reports a failure', async () => {
    const user = userEvent.setup();
    let status = 200;
    const { fetchMock } = renderEditor({
      'PUT /content/index': ({ body }) =>
        status === 200
          ? json({ ...cork, content: (body as Saved).content, version: 4 })
          : json({ message: 'x' }, status),
    });
    await editLogoText(user, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Reset Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]).toMatchObject({ content: defaultHomeContent, version: 3 });
    await waitFor(() =>
      expect(screen.getByLabelText('Logo text')).toHaveValue(defaultHomeContent.header.logoText),
    );

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Reset Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    expect(screen.getByText('Could not reset content.')).toBeInTheDocument();
  });

  it('publishes from the editor, showing Publishing... while it works', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    renderEditor({
      'PATCH /content/index/7': async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return json({ ...cork, is_published: true, version: 4 });
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Published' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(screen.getByText('Publishing...')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('creates a page that does not exist yet on its first save', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEditor({}, { pages: [], slug: 'galway' });
    expect(await screen.findByText(/has not been saved yet/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Published' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]).toEqual({ url: '/galway', content: defaultHomeContent });
  });

  it('previews the content as typed through the page renderer', async () => {
    const user = userEvent.setup();
    const renderPreview: RenderHomePreview = (content) => <p>Preview: {content.hero.titleLine1}</p>;
    renderEditor({}, { renderPreview });
    await user.click(await screen.findByRole('button', { name: 'Show preview' }));
    await user.click(screen.getByRole('tab', { name: 'Hero Section' }));
    const title = screen.getByLabelText('Title line 1');
    await user.clear(title);
    await user.type(title, 'Live hero');
    const preview = screen.getByRole('region', { name: 'Page preview' });
    await waitFor(() => expect(preview).toHaveTextContent('Preview: Live hero'));
  });
});
