import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chooseGroupType,
  field,
  fillRequired,
  mockQuoteApi,
  renderQuoteForm,
  setupUser,
  submitButton,
} from '@/features/leads/request/test-harness';
import { json } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';

vi.mock('@/features/places/components/route-map', () => ({ RouteMap: () => null }));
vi.setConfig({ testTimeout: 30_000 });
beforeAll(polyfillRadix);

const SPLIT_OF_120 = {
  vehicles: [
    { seats: 53, count: 2 },
    { seats: 16, count: 1 },
  ],
};
const gardaBox = () => screen.queryByRole('checkbox', { name: 'Garda-vetted drivers required' });

describe('a large group and a children’s group on the request form', () => {
  it('tells a group of 120 the vehicles it needs, from the sizes companies declare', async () => {
    const api = mockQuoteApi({
      'GET /trips/vehicles': ({ url }) =>
        json(
          url.searchParams.get('number_of_people') === '120'
            ? SPLIT_OF_120
            : { vehicles: [{ seats: 49, count: 1 }] },
        ),
    });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    // One vehicle seats 45: nothing to say.
    await waitFor(() => expect(api.callsTo('GET', '/trips/vehicles')).not.toHaveLength(0));
    expect(screen.queryByText(/needs \d+ vehicles/)).toBeNull();

    await user.clear(field('Number of People'));
    await user.type(field('Number of People'), '120');
    expect(
      await screen.findByText('A group of 120 needs 3 vehicles: 2 × 53 + 1 × 16 seats.'),
    ).toBeVisible();
  });

  it('offers Garda-vetted drivers to a school group and sends the choice', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': () => json({ id: 1 }, 201) });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    const box = gardaBox()!;
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();

    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    const sent = api.callsTo('POST', '/bus-quote')[0]!.body as Record<string, unknown>;
    expect(sent.group_type).toBe('School Tour');
    expect(sent.garda_vetted_required).toBe(true);
  });

  it('does not offer it to other groups, and drops a tick when the group changes', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': () => json({ id: 1 }, 201) });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    await user.click(gardaBox()!);
    await chooseGroupType(user, 'Wedding Party');
    expect(gardaBox()).toBeNull();

    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    const sent = api.callsTo('POST', '/bus-quote')[0]!.body as Record<string, unknown>;
    expect(sent.garda_vetted_required).toBe(false);
  });
});
