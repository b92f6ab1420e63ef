import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MY_LINK_SENT, type MyRequest, REQUEST_ERASED } from '@shared/privacy/my-requests';
import { json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const TOKEN = '12.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const request = (overrides: Partial<MyRequest> = {}): MyRequest => ({
  id: 7,
  reference: 'CH-7K3Q9',
  created_at: '2026-11-20T10:15:00.000Z',
  date_of_travel: '2027-03-14',
  route: 'Kinsale to Cork Airport',
  number_of_people: 12,
  status: 'quoted',
  quotes: 2,
  quotes_path: '/quotes/7.signature',
  booking: null,
  ...overrides,
});

const view = (requests: MyRequest[]) => ({
  email: 'aoife@example.ie',
  expires_at: '2026-11-26T18:00:00.000Z',
  requests,
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('/my', () => {
  it('checks the address, then shows the same "check your inbox" answer the server gives', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /my/link': () => json({ message: MY_LINK_SENT }, 202) });
    renderApp('/my');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/my/link'),
      expect.anything(),
    );
    await user.type(email, 'aoife@example.ie{Enter}');
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(status).toHaveTextContent(MY_LINK_SENT);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/my/link'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'aoife@example.ie' });
  });
});

describe('/my/:token', () => {
  it('lists each request with its quotes link, and links the data download', async () => {
    mockApi({
      [`GET /my/${TOKEN}`]: () =>
        json(
          view([
            request(),
            request({
              id: 8,
              reference: 'CH-8M4R2',
              status: 'new',
              quotes: 0,
              route: 'Galway to Knock',
            }),
          ]),
        ),
    });
    renderApp(`/my/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My requests' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/made with aoife@example\.ie/)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Your requests' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('heading', { name: 'Kinsale to Cork Airport' }),
    ).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Quotes received (2 quotes)');
    expect(items[1]).toHaveTextContent('Waiting for quotes (0 quotes)');
    expect(
      within(items[0]!).getByRole('link', { name: 'See the quotes for CH-7K3Q9' }),
    ).toHaveAttribute('href', '/quotes/7.signature');
    expect(screen.getByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute(
      'href',
      `/api/my/${encodeURIComponent(TOKEN)}/export`,
    );
  });

  it('says so when the address has no requests left', async () => {
    mockApi({ [`GET /my/${TOKEN}`]: () => json(view([])) });
    renderApp(`/my/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'No requests' })).toBeInTheDocument();
  });

  it('offers a new link when this one has expired or is not valid', async () => {
    mockApi({ [`GET /my/${TOKEN}`]: () => json({ message: 'expired' }, 410) });
    renderApp(`/my/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/my');
  });

  it('erases a request only after the customer confirms, by keyboard too', async () => {
    const user = userEvent.setup();
    const erase = vi.fn(() => json({ ...view([]), message: REQUEST_ERASED }));
    mockApi({
      [`GET /my/${TOKEN}`]: () => json(view([request()])),
      [`POST /my/${TOKEN}/requests/7/erase`]: erase,
    });
    renderApp(`/my/${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Erase my details from CH-7K3Q9' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Erase your details from CH-7K3Q9?',
    });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(erase).not.toHaveBeenCalled();

    button.focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Erase my details' }));
    await waitFor(() => expect(erase).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: 'No requests' })).toBeInTheDocument();
    expect(await screen.findByText(REQUEST_ERASED)).toBeInTheDocument();
  });
});
