import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyRating, CompanyRatingPage } from '@shared/workspace/ratings';
import { RatingsPage } from '@/features/workspace/ratings/ratings-page';
import { bodiesSentTo, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => polyfillRadix());

const late: CompanyRating = {
  id: 7,
  reference: 'CH-7K3Q9',
  pickup_location: 'Cork City Hall',
  dropoff_location: 'Croke Park',
  date_of_travel: '2026-11-20',
  score: 2,
  comment: 'The coach was 20 minutes late.',
  rated_at: '2026-11-21T10:30:00.000Z',
  reply: null,
};
const replied: CompanyRating = {
  ...late,
  id: 8,
  reference: 'CH-2M4P8',
  score: 5,
  comment: null,
  reply: {
    body: 'Thank you, see you next season!',
    replied_at: '2026-11-22T09:00:00.000Z',
    replied_by: 'Niamh Walsh',
  },
};
const pageOf = (data: CompanyRating[], overrides: Partial<CompanyRatingPage> = {}) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 15,
  total: data.length,
  ...overrides,
});

function renderRatings(routes: Parameters<typeof mockApi>[0], path = '/operator/ratings') {
  const fetchMock = mockApi(routes);
  renderRoutes([{ path: '/operator/ratings', element: <RatingsPage /> }], path);
  return fetchMock;
}

const card = (reference: string) =>
  screen.getByRole('article', { name: new RegExp(`^${reference}:`) });

describe('the Ratings page', () => {
  it('lists the ratings with their stars and comments, and the reply already given', async () => {
    renderRatings({ 'GET /operator/ratings': () => json(pageOf([late, replied])) });
    expect(screen.getByText('Loading ratings...')).toBeVisible();
    await screen.findByText('The coach was 20 minutes late.');
    expect(within(card('CH-7K3Q9')).getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    expect(
      within(card('CH-7K3Q9')).getByRole('textbox', { name: /Your public reply to CH-7K3Q9/ }),
    ).toBeVisible();
    const answered = card('CH-2M4P8');
    expect(answered).toHaveTextContent('No comment.');
    expect(answered).toHaveTextContent('Your replyThank you, see you next season!');
    expect(answered).toHaveTextContent('Niamh Walsh');
    // Replied once: no second form.
    expect(within(answered).queryByRole('textbox')).toBeNull();
  });

  it('publishes a reply: checks it first, says it is publishing, then confirms with a toast', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    let list = pageOf([late]);
    const fetchMock = renderRatings({
      'GET /operator/ratings': () => json(list),
      'POST /operator/ratings/7/reply': ({ body }) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
          const reply = {
            body: (body as { body: string }).body,
            replied_at: '2026-11-26T08:00:00.000Z',
            replied_by: 'Niamh Walsh',
          };
          list = pageOf([{ ...late, reply }]);
        }),
    });
    const box = await screen.findByRole('textbox', { name: /Your public reply to CH-7K3Q9/ });
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Write your reply')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST', '/operator/ratings/7/reply')).toHaveLength(0);

    await user.type(box, 'Sorry: roadworks at Fermoy.');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByRole('button', { name: 'Publishing...' })).toBeDisabled();
    answer(json({ ...late, reply: list.data[0]!.reply }));
    expect(await screen.findByText('Your reply is published')).toBeVisible();
    expect(await within(card('CH-7K3Q9')).findByText('Sorry: roadworks at Fermoy.')).toBeVisible();
    expect(within(card('CH-7K3Q9')).queryByRole('textbox')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST', '/operator/ratings/7/reply')).toEqual([
      { body: 'Sorry: roadworks at Fermoy.' },
    ]);
  });

  it('shows why a reply was refused (a teammate replied first)', async () => {
    const user = userEvent.setup();
    renderRatings({
      'GET /operator/ratings': () => json(pageOf([late])),
      'POST /operator/ratings/7/reply': () =>
        json({ message: 'You have already replied to this rating' }, 409),
    });
    const box = await screen.findByRole('textbox', { name: /Your public reply to CH-7K3Q9/ });
    await user.type(box, 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    const alert = await within(card('CH-7K3Q9')).findByRole('alert');
    expect(alert).toHaveTextContent('You have already replied to this rating');
  });

  it('says when there are no ratings yet', async () => {
    renderRatings({ 'GET /operator/ratings': () => json(pageOf([])) });
    expect(await screen.findByText('No ratings yet.')).toBeVisible();
  });

  it('offers to try again when the list fails to load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderRatings({
      'GET /operator/ratings': () =>
        ++calls === 1
          ? json({ message: 'Service temporarily unavailable' }, 503)
          : json(pageOf([late])),
    });
    expect(
      await screen.findByText('Failed to load ratings: Service temporarily unavailable'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The coach was 20 minutes late.')).toBeVisible();
  });

  it('asks for the page in the address', async () => {
    const fetchMock = renderRatings(
      {
        'GET /operator/ratings': () =>
          json(pageOf([replied], { current_page: 2, last_page: 2, total: 16 })),
      },
      '/operator/ratings?page=2',
    );
    await screen.findByText('Thank you, see you next season!');
    expect(requestsTo(fetchMock, 'GET', '/operator/ratings')[0]!.url.searchParams.get('page')).toBe(
      '2',
    );
  });
});
