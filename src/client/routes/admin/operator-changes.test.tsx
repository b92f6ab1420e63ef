import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PendingChange } from '@shared/marketplace/operator-changes';
import { prepareOperatorsPage, renderPage, verified } from '@/routes/admin/operators-testing';
import { bodiesSentTo, json } from '@/test/mock-api';

prepareOperatorsPage();

const change: PendingChange = {
  operator: verified,
  change: {
    id: 9,
    version: 3,
    status: 'pending',
    changes: { company_name: 'Rebel Coaches Ltd', insurance_expires_on: '2031-06-30' },
    documents: [
      {
        id: 41,
        kind: 'insurance_certificate',
        content_type: 'application/pdf',
        file_name: 'cert-2031.pdf',
        size: 20_480,
        created_at: '2026-11-20T09:00:00Z',
      },
    ],
    requested_by_name: 'Niamh Walsh',
    requested_at: '2026-11-20T09:00:00Z',
    reason: null,
    decided_at: null,
  },
};

const card = async () =>
  (await screen.findByRole('heading', { level: 3, name: 'Rebel Coaches' })).closest('article')!;

describe('changes to check', () => {
  it('shows each requested value beside the current one, with the new document', async () => {
    renderPage({ 'GET /operators/changes': () => json({ data: [change] }) });
    const article = await card();
    expect(article).toHaveTextContent('Asked Fri 20 Nov 2026, 09:00 by Niamh Walsh');
    expect(article).toHaveTextContent('Company nameNow: Rebel CoachesRequested: Rebel Coaches Ltd');
    expect(article).toHaveTextContent('Now: Tue 31 Dec 2030Requested: Mon 30 Jun 2031');
    expect(article).not.toHaveTextContent('Operator licence number');
    expect(within(article).getByText(/cert-2031\.pdf/)).toBeVisible();
    expect(screen.getByText('1 change waiting')).toBeVisible();
  });

  it('approves the version the admin saw', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /operators/changes': () => json({ data: [change] }),
      'POST /operators/changes/9/approve': () => json({ message: 'Change approved' }),
    });
    await user.click(within(await card()).getByRole('button', { name: 'Approve change' }));
    expect(await screen.findByText('Change approved')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', '/operators/changes/9/approve')).toEqual([
      { version: 3 },
    ]);
  });

  it('rejects with a reason, and shows the server saying the company added to it meanwhile', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /operators/changes': () => json({ data: [change] }),
      'POST /operators/changes/9/reject': () =>
        json({ message: 'The company has added to this change since you opened it.' }, 409),
    });
    await user.click(within(await card()).getByRole('button', { name: 'Reject change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject change' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject change' }));
    expect(await within(dialog).findByText('Give a reason')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Certificate unreadable',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject change' }));
    expect(
      await screen.findByText('The company has added to this change since you opened it.'),
    ).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', '/operators/changes/9/reject')).toEqual([
      { version: 3, reason: 'Certificate unreadable' },
    ]);
    expect(dialog).toBeVisible();
  });

  it('says when no change waits', async () => {
    renderPage();
    expect(await screen.findByText('No changes waiting.')).toBeVisible();
  });
});
