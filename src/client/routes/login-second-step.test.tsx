import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/features/auth/auth-store';
import { readStoredAuth } from '@/lib/auth-storage';
import { bodiesSentTo, json, mockApi, type ApiHandler } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

beforeAll(async () => {
  await Promise.all([import('@/routes/login'), import('@/app/layouts/admin-layout')]);
});

const admin = makeUser({ id: 1, role_id: 1, email: 'admin@example.ie', name: 'Aoife Admin' });
const challenge = (step: 'totp' | 'totp_setup') => ({
  second_factor: step,
  challenge_token: `challenge-${step}`,
  expires_in: 600,
});

function mockServer(routes: Record<string, ApiHandler>) {
  return mockApi({
    'GET /auth/me': () => json({ user: admin }),
    'GET /dashboard/admin': () => json({}),
    ...routes,
  });
}

async function typePassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), admin.email);
  await user.type(screen.getByLabelText('Password'), 'a long password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  authStore.restore();
});

afterEach(() => {
  localStorage.clear();
  authStore.restore();
});

describe('signing in with two-step verification', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const fetchMock = mockServer({
      'POST /auth/login': () => json(challenge('totp')),
      'POST /auth/login/totp': () => json({ token: 'session-token', user: admin }),
    });
    const router = renderApp('/login');
    const user = await typePassword();

    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(readStoredAuth()).toBeNull();
    expect(screen.queryByText('Forgot your password?')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(readStoredAuth()?.token).toBe('session-token');
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/login/totp')).toEqual([
      { challenge_token: 'challenge-totp', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, and shows a wrong code on its field', async () => {
    let answers = 0;
    mockServer({
      'POST /auth/login': () => json(challenge('totp')),
      'POST /auth/login/totp': () =>
        (answers += 1) === 1
          ? json(
              { message: 'The code is not correct', errors: { code: ['The code is not correct'] } },
              422,
            )
          : json({ token: 'session-token', user: admin }),
    });
    const router = renderApp('/login');
    const user = await typePassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const code = screen.getByLabelText('Recovery code');
    await user.type(code, 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The code is not correct/));
    expect(code).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('goes back to the password when the challenge has run out', async () => {
    mockServer({
      'POST /auth/login': () => json(challenge('totp')),
      'POST /auth/login/totp': () =>
        json({ message: 'This sign-in step has expired. Sign in again.' }, 401),
    });
    renderApp('/login');
    const user = await typePassword();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This sign-in step has expired. Sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(readStoredAuth()).toBeNull();
  });

  it('asks for a code, sending nothing without one', async () => {
    const fetchMock = mockServer({ 'POST /auth/login': () => json(challenge('totp')) });
    renderApp('/login');
    const user = await typePassword();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the code from your authenticator app'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/auth/login/totp')).toEqual([]);
  });

  it('sets up a required authenticator, shows the recovery codes, then signs in', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `aaaa-bbbb-cc${index}${index}`);
    mockServer({
      'POST /auth/login': () => json(challenge('totp_setup')),
      'POST /auth/login/totp-setup': () =>
        json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'POST /auth/login/totp-setup/confirm': () =>
        json({ token: 'session-token', user: admin, recovery_codes: codes }),
    });
    const router = renderApp('/login');
    const user = await typePassword();
    expect(
      await screen.findByRole('heading', { name: 'Set up two-step verification' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up now' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    // No session until the codes are acknowledged.
    expect(readStoredAuth()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(readStoredAuth()?.token).toBe('session-token');
  });
});
