import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { HomeContent } from '@shared/content/content';
import { HomePageEditor } from '@/features/content/admin/components/home-editor/home-page-editor';
import { makePage } from '@/features/content/admin/testing';
import { type ApiHandler, bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

// Heavy forms: on a shared, loaded machine a test can pass 5 s without anything being wrong.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadix);

const page = makePage({ id: 3, url: '/', version: 1 });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'coach.png', { type: 'image/png' });

async function renderFleet(upload: ApiHandler, options?: { applyAccept: boolean }) {
  const user = userEvent.setup(options);
  const fetchMock = mockApi({
    'GET /content/index': () => json({ data: [page] }),
    'POST /images': upload,
    'PUT /content/index': ({ body }) => json({ ...page, ...(body as object), version: 2 }),
  });
  renderRoutes(
    [{ path: '/admin/home-editor/edit/:slug', element: <HomePageEditor slug="root" /> }],
    '/admin/home-editor/edit/root',
  );
  await user.click(await screen.findByRole('tab', { name: 'Fleet' }));
  const vehicle = screen.getByRole('group', { name: 'Vehicle 1' });
  return { user, fetchMock, vehicle, input: within(vehicle).getByLabelText('Upload image') };
}

describe('vehicle images', () => {
  it('uploads an image, previews it on click and saves it on the vehicle', async () => {
    let sent: unknown;
    const { user, fetchMock, vehicle, input } = await renderFleet(({ body }) => {
      sent = body;
      return json({ image: { id: 5, path: 'images/5.png', url: '/api/images/5/stream' } }, 201);
    });
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, png());

    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(screen.getByText('coach.png')).toBeInTheDocument();
    expect((sent as FormData).get('file')).toBeInstanceOf(File);

    await user.click(within(vehicle).getByRole('button', { name: /Preview image 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Image preview' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/images/5/stream');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT', '/content/index')).toHaveLength(1));
    const [saved] = bodiesSentTo(fetchMock, 'PUT', '/content/index') as { content: HomeContent }[];
    expect(saved?.content.fleet.vehicles[0]?.images).toEqual([
      { src: '/api/images/5/stream', alt: 'Executive Car' },
    ]);
  });

  it('fails an upload whose answer has no id or path', async () => {
    const { user, input } = await renderFleet(() => json({ image: { id: 5 } }, 201));
    await user.upload(input, png());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText('coach.png: Invalid image store response: missing id or path'),
    ).toBeInTheDocument();
  });

  it('reports the server’s reason, and refuses non-image files without sending them', async () => {
    const { user, fetchMock, input } = await renderFleet(
      () => json({ message: 'Unsupported image type' }, 415),
      { applyAccept: false },
    );
    await user.upload(input, png());
    expect(await screen.findByText('coach.png: Unsupported image type')).toBeInTheDocument();

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('notes.txt: Only image files (JPG or PNG) can be uploaded.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/images')).toHaveLength(1);
  });
});
