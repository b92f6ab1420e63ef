import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  field,
  fillRequired,
  labelled,
  mockQuoteApi,
  renderQuoteForm,
  setupUser,
  submitButton,
  withContent,
} from '@/features/leads/request/test-harness';
import { json } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';

vi.mock('@/features/places/components/route-map', () => ({
  RouteMap: () => <div data-testid="route-map" />,
}));

// Many fields typed per test; a busy machine running every suite at once needs the headroom.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(polyfillRadix);

const ALL_MISSING =
  'Please fill in the following required fields: Full Name, Email Address, Mobile Number, ' +
  'Pick-up Location, Drop-off Location, Date of Travel, Pick-up Time, Type of Group, Number of People';

const created = () => json({ id: 1 }, 201);

describe('required fields', () => {
  it('lists every missing label in the product’s order and sends nothing', async () => {
    const api = mockQuoteApi();
    const user = setupUser();
    renderQuoteForm();
    await user.click(submitButton());
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText(ALL_MISSING)).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveFocus();
    expect(api.callsTo('POST', '/bus-quote')).toHaveLength(0);
  });

  it('asks for the return date and time only when the round trip is ticked', async () => {
    mockQuoteApi();
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user, ['Pick-up Time', 'Number of People']);
    await user.click(screen.getByRole('checkbox', { name: 'Return trip to the pick-up location' }));
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Please fill in the following required fields: Pick-up Time, Return Date, Return Time, Number of People',
      ),
    ).toBeInTheDocument();
  });

  it('sends once the missing fields are filled in', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': created });
    const user = setupUser();
    renderQuoteForm();
    await user.click(submitButton());
    await screen.findByText(ALL_MISSING);
    await fillRequired(user);
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
  });

  it('does not ask for locations or a return the content hides', async () => {
    mockQuoteApi();
    const user = setupUser();
    renderQuoteForm(
      withContent({
        showPickupLocation: false,
        showDropoffLocation: false,
        showReturnToPickup: false,
      }),
    );
    expect(screen.queryByLabelText(labelled('Pick-up Location'))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate distance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Please fill in the following required fields: Full Name, Email Address, Mobile Number, ' +
          'Date of Travel, Pick-up Time, Type of Group, Number of People',
      ),
    ).toBeInTheDocument();
  });

  it('says a date it cannot read is to be written dd/mm/yyyy, and sends the date as YYYY-MM-DD', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': created });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user, ['Date of Travel']);
    await user.type(field('Date of Travel'), '31/02/2099');
    await user.click(submitButton());
    await waitFor(() =>
      expect(field('Date of Travel')).toHaveAccessibleDescription(/Enter the date as dd\/mm\/yyyy/),
    );
    expect(field('Date of Travel')).toHaveFocus();
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/bus-quote')).toHaveLength(0);

    await user.clear(field('Date of Travel'));
    await user.type(field('Date of Travel'), '1/3/2099');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    expect(api.callsTo('POST', '/bus-quote')[0]!.body).toMatchObject({
      date_of_travel: '2099-03-01',
    });
  });

  it("uses the content's own label texts in the message", async () => {
    mockQuoteApi();
    const user = setupUser();
    const content = withContent({});
    renderQuoteForm({ ...content, labels: { ...content.labels, fullName: 'Your name' } });
    await user.click(submitButton());
    expect(
      await screen.findByText(/^Please fill in the following required fields: Your name, Email/),
    ).toBeInTheDocument();
  });
});

describe('number of people', () => {
  it('keeps only digits as typed and is sent as an integer', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': created });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user, ['Number of People']);
    await user.type(field('Number of People'), '4a5-b.');
    expect(field('Number of People')).toHaveValue('45');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    expect(api.callsTo('POST', '/bus-quote')[0]!.body).toMatchObject({ number_of_people: 45 });
  });

  it('turns a lone zero into the minimum of one', async () => {
    mockQuoteApi();
    const user = setupUser();
    renderQuoteForm();
    await user.type(field('Number of People'), '0');
    await user.tab();
    expect(field('Number of People')).toHaveValue('1');
  });
});

describe('the request sent', () => {
  it('maps the form onto the API body, with N/A for a hidden drop-off', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': created });
    const user = setupUser();
    renderQuoteForm(withContent({ showDropoffLocation: false }));
    expect(screen.queryByLabelText(labelled('Drop-off Location'))).not.toBeInTheDocument();
    await fillRequired(user);
    await user.type(field('Additional Information'), 'Two wheelchairs');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    const [call] = api.callsTo('POST', '/bus-quote');
    expect(call!.body).toEqual({
      full_name: 'Mary Murphy',
      email: 'mary@example.ie',
      mobile_number: '087 123 4567',
      pickup_location: 'Cork city',
      dropoff_location: 'N/A',
      pickup_lat: null,
      pickup_lng: null,
      dropoff_lat: null,
      dropoff_lng: null,
      date_of_travel: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      pickup_time: '09:30',
      group_type: 'School Tour',
      vehicle_selected: null,
      additional_info: 'Two wheelchairs',
      number_of_people: 45,
      garda_vetted_required: false,
      distance: 0,
      is_return_trip: false,
      return_date: null,
      return_time: null,
      slug: '/coach-hire-cork',
      website: '',
      form_elapsed_ms: expect.any(Number),
    });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
  });

  it('offers the group types and, when switched on, the vehicle from the content', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': created });
    const user = setupUser();
    renderQuoteForm(withContent({ groupTypes: ['Hen Party', 'Choir'], showVehicleSelector: true }));
    await fillRequired(user, ['Type of Group']);
    await user.click(screen.getByRole('combobox', { name: 'Type of Group' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Hen Party',
      'Choir',
    ]);
    await user.click(screen.getByRole('option', { name: 'Choir' }));
    await user.click(screen.getByRole('combobox', { name: 'Preferred Vehicle' }));
    await user.click(await screen.findByRole('option', { name: 'Executive coach' }));
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    expect(api.callsTo('POST', '/bus-quote')[0]!.body).toMatchObject({
      group_type: 'Choir',
      vehicle_selected: 'Executive coach',
    });
  });

  it('hides the vehicle selector, map and disclaimer as the content says', () => {
    mockQuoteApi();
    renderQuoteForm(withContent({ showMap: false, showDisclaimer: false }));
    expect(screen.queryByRole('combobox', { name: 'Preferred Vehicle' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read our privacy notice' })).not.toBeInTheDocument();
  });

  it('shows the disclaimer with a link to the privacy notice', () => {
    mockQuoteApi();
    renderQuoteForm();
    expect(screen.getByText('Your details are safe with us')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
