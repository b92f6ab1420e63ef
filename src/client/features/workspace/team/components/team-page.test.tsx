import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Team } from '@shared/workspace/team';
import { TeamPage } from '@/features/workspace/team/components/team-page';
import { bodiesSentTo, json, mockApi, requestsTo } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderRoutes } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => polyfillRadix());

const owner = {
  id: 5,
  name: 'Niamh Walsh',
  email: 'niamh@rebel.example.ie',
  company_role: 'owner' as const,
  status: 'active' as const,
  last_login_at: '2026-11-26T08:00:00Z',
  created_at: '2026-11-01T08:00:00Z',
};
const dispatcher = {
  ...owner,
  id: 6,
  name: 'Tomás Ryan',
  email: 'tomas@rebel.example.ie',
  company_role: 'dispatcher' as const,
  status: 'pending' as const,
  last_login_at: null,
};
const teamOf = (overrides: Partial<Team> = {}): Team => ({
  data: [owner, dispatcher],
  your_id: owner.id,
  your_role: 'owner',
  ...overrides,
});

function renderTeam(team: Team, routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /operator/team': () => json(team), ...routes });
  renderRoutes([{ path: '/operator/team', element: <TeamPage /> }], '/operator/team');
  return fetchMock;
}

const memberItem = (name: string) => screen.getByText(name).closest('li')!;

describe('team', () => {
  it('lists the company’s people, marking you and who has not set a password yet', async () => {
    renderTeam(teamOf());
    await screen.findByText('Tomás Ryan');
    expect(memberItem('Niamh Walsh')).toHaveTextContent('(you)Owner');
    expect(memberItem('Niamh Walsh')).toHaveTextContent('Last signed in Thu 26 Nov 2026, 08:00');
    expect(memberItem('Tomás Ryan')).toHaveTextContent('Invited, has not set a password yet');
    // Nobody removes themselves or the owner.
    expect(screen.queryByRole('button', { name: 'Remove Niamh Walsh' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Tomás Ryan' })).toBeVisible();
  });

  it('invites a dispatcher, and puts "already in use" on the email field', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = renderTeam(teamOf(), {
      'POST /operator/team': () =>
        ++calls === 1
          ? json(
              {
                message: 'The given data was invalid.',
                errors: { email: ['This email is already in use'] },
              },
              422,
            )
          : json({ teammate: { ...dispatcher, id: 7, email: 'aoife@rebel.example.ie' } }, 201),
    });
    const form = await screen.findByRole('form', { name: 'Invite a dispatcher' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Name is required')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Aoife Byrne');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'taken@example.ie');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This email is already in use')).toBeVisible();
    const email = within(form).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'aoife@rebel.example.ie');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to aoife@rebel.example.ie')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', '/operator/team')).toEqual([
      { name: 'Aoife Byrne', email: 'taken@example.ie' },
      { name: 'Aoife Byrne', email: 'aoife@rebel.example.ie' },
    ]);
  });

  it('removes a teammate only after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTeam(teamOf(), {
      'DELETE /operator/team/6': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Tomás Ryan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Tomás Ryan?' });
    expect(dialog).toHaveTextContent('can no longer sign in');
    expect(requestsTo(fetchMock, 'DELETE', '/operator/team/6')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Tomás Ryan removed')).toBeVisible();
    expect(requestsTo(fetchMock, 'DELETE', '/operator/team/6')).toHaveLength(1);
  });

  it('sends the invitation again to someone who has not set a password yet', async () => {
    const user = userEvent.setup();
    const fetchMock = renderTeam(teamOf(), {
      'POST /operator/team/6/invitation': () => json({ teammate: dispatcher }, 202),
    });
    await screen.findByText('Tomás Ryan');
    // Only a pending teammate's invitation can be sent again.
    expect(
      screen.queryByRole('button', { name: 'Send the invitation to Niamh Walsh again' }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Send the invitation to Tomás Ryan again' }),
    );
    expect(await screen.findByText('Invitation sent to tomas@rebel.example.ie')).toBeVisible();
    expect(requestsTo(fetchMock, 'POST', '/operator/team/6/invitation')).toHaveLength(1);
  });

  it('shows a dispatcher the team without the owner’s actions', async () => {
    renderTeam(teamOf({ your_id: dispatcher.id, your_role: 'dispatcher' }));
    await screen.findByText('Tomás Ryan');
    expect(screen.queryByRole('button', { name: /Remove|again/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a dispatcher' })).toBeNull();
    expect(
      screen.getByText("Only your company's owner can invite or remove people."),
    ).toBeVisible();
  });
});
