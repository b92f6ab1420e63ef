import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Operator, OperatorInput } from '@shared/marketplace/operators';
import { makeOperator } from '@/features/marketplace/testing';
import {
  fillCompany,
  openAddDialog,
  prepareOperatorsPage,
  renderPage,
  rowOf,
  validPayload,
  verified,
} from '@/routes/admin/operators-testing';
import { bodiesSentTo, json } from '@/test/mock-api';

prepareOperatorsPage();

describe('the bus company form', () => {
  it('checks every field before adding, and points at each problem', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Base location' }), 'Nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Add bus company' }));

    const box = (label: RegExp) => within(dialog).getByLabelText(label);
    await waitFor(() => expect(box(/^Company name/)).toHaveFocus());
    expect(box(/^Company name/)).toHaveAccessibleDescription('Company name is required');
    expect(box(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(box(/^Phone/)).toHaveAccessibleDescription('Enter a phone number');
    expect(box(/licence number/)).toHaveAccessibleDescription('Licence number is required');
    expect(box(/^Insurance expiry date/)).toHaveAccessibleDescription(
      /Enter the date as dd\/mm\/yyyy/,
    );
    expect(
      within(dialog).getByRole('combobox', { name: 'Base location' }),
    ).toHaveAccessibleDescription(/Choose the base location from the suggestions/);
    expect(
      within(dialog).getByRole('group', { name: /Counties served/ }),
    ).toHaveAccessibleDescription(/Choose at least one county/);
    const vehicle = within(dialog).getByRole('group', { name: 'Vehicle 1' });
    expect(within(vehicle).getByLabelText(/^Vehicle type/)).toHaveAccessibleDescription(
      'Vehicle type is required',
    );
    expect(within(vehicle).getByLabelText(/^Seats/)).toHaveAccessibleDescription('Enter a number');
    expect(bodiesSentTo(fetchMock, 'POST', '/operators')).toHaveLength(0);

    await user.type(box(/^Company name/), 'R');
    expect(box(/^Company name/)).not.toHaveAttribute('aria-invalid');
  });

  it('adds a company with every field, sending the shared contract’s shape', async () => {
    const user = userEvent.setup();
    let list: Operator[] = [];
    const fetchMock = renderPage({
      'GET /operators': () => json({ data: list }),
      'POST /operators': ({ body }) => {
        const operator = makeOperator({ id: 9, ...(body as typeof validPayload) } as Operator);
        list = [operator];
        return json({ operator }, 201);
      },
    });
    await screen.findByText(/No bus companies yet/);
    const dialog = await openAddDialog(user);
    await fillCompany(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add bus company' }));

    expect(await screen.findByText('Bus company saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/operators')).toEqual([validPayload]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Rebel Coaches')).toBeVisible();
  });

  it('shows the server’s 422 messages next to their fields, and its message in a toast', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /operators': () =>
        json(
          {
            message: 'Validation failed',
            errors: {
              email: ['A company with this email already exists'],
              'fleet.1.seats': ['Seats must be at most 100'],
              licence_number: ['This licence number is already registered'],
            },
          },
          422,
        ),
    });
    const dialog = await openAddDialog(user);
    await fillCompany(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add bus company' }));

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('A company with this email already exists');
    await waitFor(() => expect(email).toHaveFocus());
    expect(within(dialog).getByLabelText(/licence number/)).toHaveAccessibleDescription(
      'This licence number is already registered',
    );
    const second = within(dialog).getByRole('group', { name: 'Vehicle 2' });
    expect(within(second).getByLabelText(/^Seats/)).toHaveAccessibleDescription(
      'Seats must be at most 100',
    );
    expect(screen.getByRole('dialog', { name: 'Add bus company' })).toBeVisible();
  });

  it('edits only what changed, and shows who verified the company', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'PATCH /operators/1': ({ body }) =>
        json({ operator: { ...verified, ...(body as Partial<OperatorInput>) } }),
    });
    await screen.findByText('Rebel Coaches');
    await user.click(
      within(rowOf('Rebel Coaches')).getByRole('button', { name: 'Edit Rebel Coaches' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rebel Coaches' });
    expect(dialog).toHaveTextContent('Verified by Aoife Byrne on Thu 5 Mar 2026');
    expect(within(dialog).getByRole('checkbox', { name: 'Limerick' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Vehicle 2' })).toBeInTheDocument();

    const phone = within(dialog).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+353 21 999 9999');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Bus company saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/operators/1')).toEqual([
      { phone: '+353 21 999 9999' },
    ]);
  });

  it('sets how VAT applies to the company’s quotes, exempt until changed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'PATCH /operators/1': ({ body }) =>
        json({ operator: { ...verified, ...(body as Partial<OperatorInput>) } }),
    });
    await screen.findByText('Rebel Coaches');
    await user.click(
      within(rowOf('Rebel Coaches')).getByRole('button', { name: 'Edit Rebel Coaches' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rebel Coaches' });
    const vat = within(dialog).getByRole('group', { name: 'VAT on its quotes' });
    expect(within(vat).getByRole('radio', { name: /^Exempt/ })).toBeChecked();
    await user.click(within(vat).getByRole('radio', { name: /^Included in the price/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Bus company saved')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/operators/1')).toEqual([{ vat_status: 'included' }]);
  });
});
