import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  await Promise.all([
    import('@/routes/login'),
    import('@/routes/forgot-password'),
    import('@/routes/reset-password'),
  ]);
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const SAME_ANSWER =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for 30 minutes.';

describe('forgotten password', () => {
  it('is reached from the sign-in page and shows the server’s one answer', async () => {
    const fetchMock = mockApi({
      'POST /auth/password-reset': () => json({ message: SAME_ANSWER }, 202),
    });
    const router = renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'someone@example.ie');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/password-reset')).toEqual([
      { email: 'someone@example.ie' },
    ]);
  });
});

describe('the reset link', () => {
  it('sets a new password typed twice, then goes to sign in', async () => {
    const fetchMock = mockApi({
      'GET /auth/password-reset/tok123': () => json({ expires_at: '2026-11-26T12:00:00Z' }),
      'POST /auth/password-reset/tok123': () => new Response(null, { status: 204 }),
    });
    const router = renderApp('/reset-password/tok123');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Repeat new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/password-reset/tok123')).toEqual([
      { password: 'a brand new password' },
    ]);
  });

  it.each([
    [404, 'This link is not valid or has already been used'],
    [410, 'This link has expired. Ask for a new one.'],
  ])('says why a link does not work (%i) and offers a new one', async (status, message) => {
    mockApi({ 'GET /auth/password-reset/old': () => json({ message }, status) });
    renderApp('/reset-password/old');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
