import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const DETAILS = {
  address: '1 Eyre Square\nGalway',
  phone: '091 123 456',
  email: 'hello@coachhire.ie',
  opening_hours: 'Mon–Fri 09:00–17:30',
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('contact page', () => {
  it('shows the details the admin keeps, with phone and email links', async () => {
    mockApi({ 'GET /contact': () => json({ details: DETAILS, version: 3 }) });
    renderApp('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'How to reach us' });
    expect(within(card).getByText(/1 Eyre Square/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '091 123 456' })).toHaveAttribute(
      'href',
      'tel:091123456',
    );
    expect(within(card).getByRole('link', { name: 'hello@coachhire.ie' })).toHaveAttribute(
      'href',
      'mailto:hello@coachhire.ie',
    );
    expect(within(card).getByText('Mon–Fri 09:00–17:30')).toBeInTheDocument();
  });

  it('leaves the details out when none are kept', async () => {
    mockApi({
      'GET /contact': () =>
        json({ details: { address: '', phone: '', email: '', opening_hours: '' }, version: 0 }),
    });
    renderApp('/contact');
    await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'How to reach us' })).toBeNull();
  });

  it('says what is missing, then sends the message and thanks the visitor', async () => {
    const fetchMock = mockApi({
      'GET /contact': () => json({ details: DETAILS, version: 3 }),
      'POST /contact/messages': () => json({ received: true }, 201),
    });
    const user = userEvent.setup();
    renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Message is required')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/contact/messages')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Name/), 'Mary Murphy');
    await user.type(within(form).getByLabelText(/^Email/), 'mary@example.ie');
    await user.type(within(form).getByLabelText(/^Message/), 'Do you cover the islands?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Thank you: your message has been sent. We will reply by email.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/contact/messages')).toEqual([
      expect.objectContaining({
        name: 'Mary Murphy',
        email: 'mary@example.ie',
        phone: '',
        message: 'Do you cover the islands?',
        website: '',
        form_elapsed_ms: expect.any(Number),
      }),
    ]);
  });

  it("puts the server's field errors on the fields, and says when it is throttled", async () => {
    let answer = json(
      {
        message: 'The given data was invalid.',
        errors: { email: ['Enter a valid email address'] },
      },
      422,
    );
    mockApi({
      'GET /contact': () => json({ details: DETAILS, version: 3 }),
      'POST /contact/messages': () => answer,
    });
    const user = userEvent.setup();
    renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
    await user.type(within(form).getByLabelText(/^Name/), 'Mary');
    await user.type(within(form).getByLabelText(/^Email/), 'mary@example.ie');
    await user.type(within(form).getByLabelText(/^Message/), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();

    answer = json({ message: 'Too many messages. Please wait a minute and try again.' }, 429);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(
      await within(form).findByText('Too many messages. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });
});
