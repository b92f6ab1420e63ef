import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InfoPageContent } from '@shared/content/info-pages';
import { InfoPageEditor } from '@/features/content/admin/components/info-editor/info-page-editor';
import { makePage } from '@/features/content/admin/testing';
import { bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

// Heavy forms: on a shared, loaded machine a test can pass 5 s without anything being wrong.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(polyfillRadix);

const team = makePage({
  id: 4,
  kind: 'about',
  url: '/team',
  sublink: 'team',
  version: 2,
  content: {
    title: 'Our team',
    sections: [
      { title: 'Who we are', body: 'Irish and independent.' },
      { title: 'Our drivers', layout: 'cards', items: [{ title: 'Vetted', text: 'Garda vetted' }] },
    ],
  },
});

describe('about and how-it-works editor', () => {
  it('edits the title and reorders, adds and removes sections, then saves', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /content/about': () => json([team]),
      'PUT /content/about': ({ body }) => json({ ...team, ...(body as object), version: 3 }),
    });
    renderRoutes(
      [{ path: '/edit/:slug', element: <InfoPageEditor kind="about" slug="team" /> }],
      '/edit/team',
    );
    expect(
      await screen.findByRole('heading', { name: 'Edit About Page — /about/team' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Our team');

    await user.click(screen.getByRole('button', { name: 'Move Section 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    const added = screen.getByRole('group', { name: 'Section 3' });
    await user.type(within(added).getByLabelText('Section title'), 'Our promise');
    await user.click(within(added).getByRole('button', { name: /Add Item/ }));
    await user.type(within(added).getByLabelText('Item title'), 'On time');
    await user.click(
      within(screen.getByRole('group', { name: 'Section 2' })).getByRole('button', {
        name: 'Remove Section 2',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PUT', '/content/about')).toHaveLength(1));
    const [saved] = bodiesSentTo(fetchMock, 'PUT', '/content/about') as {
      url: string;
      version: number;
      content: InfoPageContent;
    }[];
    expect(saved).toMatchObject({ url: '/team', version: 2 });
    expect(saved?.content.sections.map((section) => section.title)).toEqual([
      'Our drivers',
      'Our promise',
    ]);
    expect(saved?.content.sections[1]?.items).toEqual([{ title: 'On time', text: '' }]);
  });
});
