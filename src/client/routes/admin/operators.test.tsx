import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  prepareOperatorsPage,
  renderPage,
  rowOf,
  suspended,
  uninsured,
  verified,
} from '@/routes/admin/operators-testing';
import { bodiesSentTo, json, requestsTo } from '@/test/mock-api';

prepareOperatorsPage();

describe('bus companies', () => {
  it('lists each company with its standing, and flags expired insurance in red', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bus Companies' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Bus Companies — Admin Panel — Coach Hire Ireland'),
    );
    await screen.findByText('Rebel Coaches');

    const rebel = rowOf('Rebel Coaches');
    // The base names its county already: 'Co. Cork' is not repeated under it.
    expect(within(rebel).getAllByRole('cell')[1]).toHaveTextContent(/^Mallow, Co\. Cork$/);
    expect(rebel).toHaveTextContent('Verified');
    expect(rebel).toHaveTextContent('by Aoife Byrne, Thu 5 Mar 2026');
    expect(rebel).toHaveTextContent('4.6 (12 ratings)');
    expect(rebel).not.toHaveTextContent('Insurance expired');
    const cells = within(rebel).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('3');
    expect(cells[3]).toHaveTextContent('79');
    expect(within(rebel).queryByRole('button', { name: 'Verify Rebel Coaches' })).toBeNull();

    const leeside = rowOf('Leeside Travel');
    const flag = within(leeside).getByText('Insurance expired');
    expect(flag.closest('[data-slot="badge"]')).toHaveClass('bg-red-100', 'text-red-900');
    expect(within(leeside).getByText('Wed 31 Jan 2024')).toHaveClass('text-red-800');
    expect(leeside).toHaveTextContent('Pending');
    expect(leeside).toHaveTextContent('New');
    expect(within(leeside).getByRole('button', { name: 'Verify Leeside Travel' })).toBeVisible();

    const atlantic = rowOf('Atlantic Tours');
    expect(atlantic).toHaveTextContent('Suspended');
    expect(within(atlantic).queryByRole('button', { name: 'Suspend Atlantic Tours' })).toBeNull();
    expect(screen.getByText('3 bus companies')).toBeInTheDocument();
  });

  it('asks the server for a status and a search, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /operators': ({ url }) =>
        json({ data: url.searchParams.size === 0 ? [verified, uninsured, suspended] : [] }),
    });
    await screen.findByText('Rebel Coaches');

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Verified' }));
    expect(await screen.findByText('No verified bus companies match')).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/operators').at(-1)?.url.search).toBe('?status=verified');

    await user.type(screen.getByRole('searchbox', { name: 'Search bus companies' }), 'rebel');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/operators').at(-1)?.url.search).toBe(
        '?status=verified&search=rebel',
      ),
    );
  });

  it('says when there are no companies yet, and when the list cannot be loaded', async () => {
    renderPage({ 'GET /operators': () => json({ data: [] }) });
    expect(
      await screen.findByText('No bus companies yet. Add the first one to start matching leads.'),
    ).toBeVisible();
  });

  it('shows a load failure with a way to try again', async () => {
    renderPage({ 'GET /operators': () => json({ message: 'Forbidden' }, 403) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load bus companies: Forbidden');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('verifies at once, suspends after confirming, and reports a refused delete', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'POST /operators/2/verify': () =>
        json({ operator: { ...uninsured, status: 'verified', verified_by_name: 'Aoife Byrne' } }),
      'POST /operators/1/suspend': () => json({ operator: { ...verified, status: 'suspended' } }),
      'DELETE /operators/1': () =>
        json({ message: 'This company has been invited to leads; suspend it instead' }, 409),
      'DELETE /operators/3': () => new Response(null, { status: 204 }),
    });
    await screen.findByText('Rebel Coaches');

    await user.click(
      within(rowOf('Leeside Travel')).getByRole('button', { name: 'Verify Leeside Travel' }),
    );
    expect(await screen.findByText('Bus company verified')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/operators/2/verify')).toHaveLength(1);

    await user.click(
      within(rowOf('Rebel Coaches')).getByRole('button', { name: 'Suspend Rebel Coaches' }),
    );
    let confirm = await screen.findByRole('alertdialog', { name: 'Suspend bus company' });
    expect(confirm).toHaveTextContent('Suspend Rebel Coaches?');
    expect(bodiesSentTo(fetchMock, 'POST', '/operators/1/suspend')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Bus company suspended')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/operators/1/suspend')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(
      within(rowOf('Rebel Coaches')).getByRole('button', { name: 'Delete Rebel Coaches' }),
    );
    confirm = await screen.findByRole('alertdialog', { name: 'Delete bus company' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This company has been invited to leads; suspend it instead'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete bus company' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.click(
      within(rowOf('Atlantic Tours')).getByRole('button', { name: 'Delete Atlantic Tours' }),
    );
    confirm = await screen.findByRole('alertdialog', { name: 'Delete bus company' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bus company deleted')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', '/operators/3')).toHaveLength(1);
  });
});
