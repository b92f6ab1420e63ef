import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  field,
  fillRequired,
  mockQuoteApi,
  renderQuoteForm,
  setupUser,
  submitButton,
} from '@/features/leads/request/test-harness';
import { toast } from 'sonner';
import { readRequestSummary } from '@/features/leads/request/request-summary';
import { json } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';

vi.mock('@/features/places/components/route-map', () => ({
  RouteMap: () => <div data-testid="route-map" />,
}));

// Many fields typed per test; a busy machine running every suite at once needs the headroom.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(polyfillRadix);

const ADVICE = ' Please check your information and try again.';

describe('submitting', () => {
  it('reads Processing Your Request... and is disabled until the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockQuoteApi({
      'POST /bus-quote': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = setupUser();
    const { router } = renderQuoteForm();
    await fillRequired(user);
    await user.click(submitButton());
    const pending = await screen.findByRole('button', { name: 'Processing Your Request...' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1);

    await act(async () => answer(json({ id: 7 }, 201)));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/coach-hire-cork');
  });

  it('keeps the reference, journey and comparison link for the thank-you page, and clears its toasts', async () => {
    const receipt = {
      id: 7,
      reference: 'CH-7K3Q9',
      quotes_path: '/quotes/7.signature',
      pickup_location: 'Cork city',
      dropoff_location: 'Galway',
      date_of_travel: '2030-06-14',
      pickup_time: '09:30',
      is_return_trip: false,
      return_date: null,
      return_time: null,
      number_of_people: 45,
    };
    mockQuoteApi({ 'POST /bus-quote': () => json(receipt, 201) });
    const dismiss = vi.spyOn(toast, 'dismiss');
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(dismiss).toHaveBeenCalled();
    const { id: _id, ...summary } = receipt;
    // No stops or days were added, so the form showed no price range.
    expect(readRequestSummary()).toEqual({ ...summary, estimate: null });
    sessionStorage.clear();
  });

  it('keeps every value and explains a server failure', async () => {
    mockQuoteApi({ 'POST /bus-quote': () => json({ message: 'Something went wrong' }, 500) });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText(`Something went wrong${ADVICE}`)).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Mary Murphy');
    expect(field('Email Address')).toHaveValue('mary@example.ie');
    expect(field('Pick-up Location')).toHaveValue('Cork city');
    expect(field('Number of People')).toHaveValue('45');
    expect(screen.getByRole('combobox', { name: 'Type of Group' })).toHaveTextContent(
      'School Tour',
    );
    expect(submitButton()).toBeEnabled();
  });

  it('falls back to the error message when the server sends no body', async () => {
    mockQuoteApi({
      'POST /bus-quote': () => new Response('<html>Bad gateway</html>', { status: 500 }),
    });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(`Request failed with status 500${ADVICE}`)).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    const api = mockQuoteApi({
      'POST /bus-quote': () =>
        json(
          {
            message: 'The given data was invalid.',
            errors: {
              email: ['Enter a valid email address'],
              mobile_number: ['Enter a phone number of 7 to 15 digits'],
              date_of_travel: ['Date of Travel cannot be in the past'],
            },
          },
          422,
        ),
    });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(`The given data was invalid.${ADVICE}`)).toBeInTheDocument();
    const email = field('Email Address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveFocus();
    expect(field('Mobile Number')).toHaveAccessibleDescription(
      'Enter a phone number of 7 to 15 digits',
    );
    expect(field('Date of Travel')).toHaveAccessibleDescription(
      /Date of Travel cannot be in the past$/,
    );
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');

    // Sending again, with the other fields still marked, reaches the server again.
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(2));
  });
});

describe('Idempotency-Key', () => {
  it('is reused, with the same body, when the same request is retried', async () => {
    let failures = 1;
    const api = mockQuoteApi({
      'POST /bus-quote': () =>
        failures-- > 0 ? json({ message: 'Service unavailable' }, 500) : json({ id: 3 }, 201),
    });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByText('Submission Failed');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank You!' });

    const [first, retry] = api.callsTo('POST', '/bus-quote');
    expect(first!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(retry!.body).toEqual(first!.body);
  });

  it('changes when the content changes after a failure', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': () => json({ message: 'Nope' }, 500) });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByText('Submission Failed');
    await user.type(field('Full Name'), ' Jr');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(2));

    const [first, second] = api.callsTo('POST', '/bus-quote');
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('sends the honeypot and how long the form took', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': () => json({ id: 1 }, 201) });
    const user = setupUser();
    renderQuoteForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    const body = api.callsTo('POST', '/bus-quote')[0]!.body as Record<string, unknown>;
    expect(body.website).toBe('');
    expect(body.form_elapsed_ms).toBeGreaterThan(0);
  });
});
