import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Performance, PerformanceFigures } from '@shared/workspace/performance';
import { type ApiHandler, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';
import { formatMinutes } from './format';
import { PerformancePage } from './performance-page';

beforeAll(polyfillRadix);

const none = { value: null, peer_average: null, peers: 0 };
const empty: PerformanceFigures = {
  invitations: 0,
  answered: 0,
  quoted: 0,
  chosen: 0,
  ratings: 0,
  response_rate: none,
  median_reply_minutes: none,
  win_rate: none,
  rating: none,
};

const performance: Performance = {
  recent_days: 90,
  reply_grace_hours: 24,
  peer_companies: 3,
  recent: {
    invitations: 4,
    answered: 3,
    quoted: 2,
    chosen: 1,
    ratings: 1,
    response_rate: { value: 0.75, peer_average: 0.8889, peers: 3 },
    median_reply_minutes: { value: 30, peer_average: 70, peers: 3 },
    win_rate: { value: 0.5, peer_average: null, peers: 2 },
    rating: { value: 4, peer_average: 4.3, peers: 3 },
  },
  all_time: {
    ...empty,
    invitations: 5,
    answered: 4,
    response_rate: { value: 0.8, peer_average: null, peers: 1 },
  },
};

function renderPerformance(handler: ApiHandler) {
  mockApi({ 'GET /operator/performance': handler });
  renderRoutes(
    [{ path: '/operator/performance', element: <PerformancePage /> }],
    '/operator/performance',
  );
}

const card = (name: string) => screen.getByRole('group', { name });

describe('performance page', () => {
  it('shows the four figures, each beside the average of companies serving the same counties', async () => {
    renderPerformance(() => json(performance));
    expect(screen.getByText('Loading your figures...')).toBeVisible();
    await screen.findByRole('group', { name: 'Response rate' });
    expect(card('Response rate')).toHaveTextContent('75%');
    expect(card('Response rate')).toHaveTextContent('3 of 4 invitations answered');
    expect(card('Response rate')).toHaveTextContent(
      'Companies serving your counties: 89% on average',
    );
    expect(card('Median reply time')).toHaveTextContent('30 min');
    expect(card('Median reply time')).toHaveTextContent(
      'Companies serving your counties: 1 h 10 min on average',
    );
    expect(card('Win rate')).toHaveTextContent('50%');
    expect(card('Win rate')).toHaveTextContent('1 of 2 quotes chosen');
    expect(card('Win rate')).toHaveTextContent(
      'Average of companies serving your counties not shown: fewer than 3 have this figure',
    );
    expect(card('Rating')).toHaveTextContent('4.0 out of 5');
    expect(card('Rating')).toHaveTextContent('From 1 rating');
    expect(card('Rating')).toHaveTextContent('4.3 out of 5 on average');
    expect(screen.getByText(/left unanswered for more than 24 hours/)).toBeVisible();
  });

  it('switches to all time, with plain words for a figure there is no data for', async () => {
    const user = userEvent.setup();
    renderPerformance(() => json(performance));
    await user.click(await screen.findByRole('tab', { name: 'All time' }));
    const panel = screen.getByRole('tabpanel', { name: 'All time' });
    expect(within(panel).getByRole('group', { name: 'Response rate' })).toHaveTextContent('80%');
    expect(within(panel).getByRole('group', { name: 'Win rate' })).toHaveTextContent(
      'No quotes yet',
    );
  });

  it('says so in plain words before the first invitation', async () => {
    renderPerformance(() => json({ ...performance, recent: empty, all_time: empty }));
    expect(await screen.findByText('No invitations in the last 90 days')).toBeVisible();
    expect(screen.getByText('No answered invitations in the last 90 days')).toBeVisible();
    expect(screen.getByText('No quotes in the last 90 days')).toBeVisible();
    expect(screen.getByText('No ratings in the last 90 days')).toBeVisible();
  });

  it('says when the figures cannot be loaded', async () => {
    renderPerformance(() => json({ message: 'Service unavailable' }, 503));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your figures: Service unavailable',
    );
  });
});

describe('formatMinutes', () => {
  it.each([
    [4.4, '4 min'],
    [60, '1 h'],
    [125, '2 h 5 min'],
    [1440, '1 day'],
    [1440 * 2 + 180, '2 days 3 h'],
  ])('writes %d minutes as %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
