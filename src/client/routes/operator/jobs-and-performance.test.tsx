import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobsPage } from '@shared/workspace/jobs';
import type { Performance } from '@shared/workspace/performance';
import { json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sign-in';
import { makeUser } from '@/test/users';

vi.setConfig({ testTimeout: 20_000 });

const companyUser = makeUser({ id: 9, name: 'Dispatcher Dan', role_id: 4 });

const jobs: JobsPage = {
  data: [],
  current_page: 1,
  last_page: 1,
  per_page: 15,
  total: 0,
  when: 'upcoming',
  month: '2031-03',
  today: '2031-03-01',
  booked_days: [],
};

const none = { value: null, peer_average: null, peers: 0 };
const figures = {
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
  peer_companies: 0,
  recent: figures,
  all_time: figures,
};

beforeAll(async () => {
  polyfillRadix();
  await Promise.all([
    import('@/app/layouts/workspace-layout'),
    import('@/routes/operator/jobs'),
    import('@/routes/operator/performance'),
    import('@/routes/operator/ratings'),
  ]);
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mockApi({
    'GET /auth/me': () => json({ user: companyUser }),
    'GET /operator/jobs': () => json(jobs),
    'GET /operator/performance': () => json(performance),
    'GET /operator/ratings': () =>
      json({ data: [], current_page: 1, last_page: 1, per_page: 15, total: 0 }),
  });
});

describe('the workspace’s Jobs, Performance and Ratings pages', () => {
  it('are in the workspace navigation and open from it', async () => {
    signInAs(companyUser);
    const user = userEvent.setup();
    renderApp('/operator/jobs?month=2031-03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    expect(await screen.findByRole('grid', { name: 'March 2031' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Company Workspace' });
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Performance' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
    expect(await screen.findByText('No invitations in the last 90 days')).toBeVisible();
  });

  it('has a Ratings page in the same navigation', async () => {
    signInAs(companyUser);
    const user = userEvent.setup();
    renderApp('/operator/performance');
    const nav = await screen.findByRole('navigation', { name: 'Company Workspace' });
    await user.click(within(nav).getByRole('link', { name: 'Ratings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Ratings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('No ratings yet.')).toBeVisible();
  });
});
