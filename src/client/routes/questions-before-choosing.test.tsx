import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MASK_MARKER } from '@shared/conversations/mask';
import { MESSAGE_ERRORS, type CustomerThreads, type Thread } from '@shared/conversations/messages';
import { makeComparisonView, makeQuote, makeRespondView } from '@/features/marketplace/testing';
import { bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'cust.Token_42';
const COMPANY_TOKEN = 'abc.DEF-123';

beforeAll(async () => {
  polyfillRadix();
  await Promise.all([import('@/routes/quotes'), import('@/routes/respond')]);
});
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const quote = makeQuote({ id: 11, company_name: 'Rebel Coaches', price_eur: 980 });
const at = '2030-06-01T10:00:00.000Z';

function customerThreads(messages: Thread['messages'], overrides: Partial<Thread> = {}) {
  const threads: CustomerThreads = {
    threads: [
      {
        quote_id: 11,
        company_name: 'Rebel Coaches',
        masked: true,
        can_send: true,
        messages,
        ...overrides,
      },
    ],
  };
  return threads;
}

describe('the customer asks a question on a quote card', () => {
  it('opens the thread, sends the question, and keeps the text when the server refuses it', async () => {
    const user = userEvent.setup();
    let messages: Thread['messages'] = [];
    let refuse = true;
    const fetchMock = mockApi({
      [`GET /quotes/${TOKEN}`]: () => json(makeComparisonView({ quotes: [quote] })),
      [`GET /quotes/${TOKEN}/messages`]: () => json(customerThreads(messages)),
      [`POST /quotes/${TOKEN}/messages`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          return json(
            { message: 'Validation failed', errors: { body: [MESSAGE_ERRORS.tooLong] } },
            422,
          );
        }
        const text = (body as { body: string }).body;
        messages = [
          {
            id: 1,
            sender: 'customer',
            body: text.replace('087 123 4567', MASK_MARKER),
            created_at: at,
          },
        ];
        return json(customerThreads(messages), 201);
      },
    });
    renderApp(`/quotes/${TOKEN}`);

    const card = await screen.findByRole('article', { name: 'Rebel Coaches' });
    const ask = within(card).getByRole('button', { name: /ask a question to rebel coaches/i });
    expect(ask).toHaveAttribute('aria-expanded', 'false');
    await user.click(ask);
    expect(ask).toHaveAttribute('aria-expanded', 'true');
    const panel = within(card).getByRole('region', { name: 'Messages with Rebel Coaches' });
    expect(await within(panel).findByText(/No messages yet/)).toBeVisible();
    expect(panel).toHaveTextContent('hidden on both sides until you choose a company');

    const box = within(panel).getByLabelText('Your question to Rebel Coaches');
    // An empty message is refused before it is sent.
    await user.click(within(panel).getByRole('button', { name: 'Send message' }));
    expect(await within(panel).findByText(MESSAGE_ERRORS.empty)).toBeVisible();

    await user.type(box, 'Is there Wi-Fi? Call 087 123 4567');
    await user.click(within(panel).getByRole('button', { name: 'Send message' }));
    expect(await within(panel).findByText(MESSAGE_ERRORS.tooLong)).toBeVisible();
    expect(box).toHaveValue('Is there Wi-Fi? Call 087 123 4567');

    // Ctrl+Enter sends from the keyboard.
    await user.type(box, '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(box).toHaveValue(''));
    const list = within(panel).getByRole('list', { name: 'Messages' });
    expect(list).toHaveTextContent(`You`);
    expect(list).toHaveTextContent(`Is there Wi-Fi? Call ${MASK_MARKER}`);
    expect(bodiesSentTo(fetchMock, 'POST', `/quotes/${TOKEN}/messages`)).toEqual([
      { quote_id: 11, body: 'Is there Wi-Fi? Call 087 123 4567' },
      { quote_id: 11, body: 'Is there Wi-Fi? Call 087 123 4567' },
    ]);
    expect(ask).toHaveAccessibleName(/1 message/);
  });

  it('shows the company’s answer and says when the conversation is closed', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET /quotes/${TOKEN}`]: () => json(makeComparisonView({ quotes: [quote] })),
      [`GET /quotes/${TOKEN}/messages`]: () =>
        json(
          customerThreads(
            [
              { id: 1, sender: 'customer', body: 'Toilet?', created_at: at },
              { id: 2, sender: 'company', body: 'Yes, on board.', created_at: at },
            ],
            { masked: false, can_send: false },
          ),
        ),
    });
    renderApp(`/quotes/${TOKEN}`);
    const card = await screen.findByRole('article', { name: 'Rebel Coaches' });
    await user.click(within(card).getByRole('button', { name: /ask a question/i }));
    const panel = within(card).getByRole('region', { name: 'Messages with Rebel Coaches' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Rebel Coaches');
    expect(items[1]).toHaveTextContent('Yes, on board.');
    expect(panel).toHaveTextContent('This conversation is closed.');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent('hidden on both sides');
  });
});

describe('the company answers from its link', () => {
  it('reads the masked question and sends its answer', async () => {
    const user = userEvent.setup();
    let thread: Thread = {
      masked: true,
      can_send: true,
      messages: [{ id: 1, sender: 'customer', body: `Call ${MASK_MARKER}`, created_at: at }],
    };
    const fetchMock = mockApi({
      [`GET /respond/${COMPANY_TOKEN}`]: () => json(makeRespondView({ status: 'quoted' })),
      [`GET /respond/${COMPANY_TOKEN}/messages`]: () => json(thread),
      [`POST /respond/${COMPANY_TOKEN}/messages`]: ({ body }) => {
        const text = (body as { body: string }).body;
        thread = {
          ...thread,
          messages: [...thread.messages, { id: 2, sender: 'company', body: text, created_at: at }],
        };
        return json(thread, 201);
      },
    });
    renderApp(`/respond/${COMPANY_TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Messages with the customer' });
    expect(await within(section).findByText(`Call ${MASK_MARKER}`)).toBeVisible();
    expect(section).toHaveTextContent('until the customer chooses your quote');
    await user.type(
      within(section).getByLabelText('Your message to the customer'),
      'Happy to help',
    );
    await user.click(within(section).getByRole('button', { name: 'Send message' }));
    expect(await within(section).findByText('Happy to help')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST', `/respond/${COMPANY_TOKEN}/messages`)).toEqual([
      { body: 'Happy to help' },
    ]);
  });

  it('offers a retry when the thread cannot be loaded', async () => {
    mockApi({
      [`GET /respond/${COMPANY_TOKEN}`]: () => json(makeRespondView()),
      [`GET /respond/${COMPANY_TOKEN}/messages`]: () => json({ message: 'Not found' }, 404),
    });
    renderApp(`/respond/${COMPANY_TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Messages with the customer' });
    expect(await within(section).findByRole('button', { name: /try again|retry/i })).toBeVisible();
  });
});
