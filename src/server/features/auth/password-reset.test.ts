import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RESET_LINK_EXPIRED,
  RESET_LINK_NOT_VALID,
  RESET_REQUESTED,
} from '@shared/auth/password-reset';
import { messages, passwordResets } from '../../db/schema';
import { TEST_PASSWORD, bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { RESET_LINKS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS } from './password-reset';

const app = useTestApp({ PUBLIC_URL: 'https://coach.example.ie' });

afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'a brand new password';

const requestReset = (email: unknown, ip = '10.20.0.1') =>
  app().inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: ip,
  });

async function mailsTo(recipient: string) {
  return app()
    .db.select()
    .from(messages)
    .where(and(eq(messages.recipient, recipient), like(messages.message_key, 'password-reset:%')));
}

/** The token of the last reset link emailed to `recipient`. */
async function lastToken(recipient: string) {
  const mails = await mailsTo(recipient);
  const text = mails.at(-1)!.body_text;
  return /https:\/\/coach\.example\.ie\/reset-password\/([\w-]+)/.exec(text)![1]!;
}

const checkLink = (token: string) =>
  app().inject({ method: 'GET', url: `/api/auth/password-reset/${token}` });
const useLink = (token: string, password: unknown = NEW_PASSWORD) =>
  app().inject({
    method: 'POST',
    url: `/api/auth/password-reset/${token}`,
    payload: { password },
  });
const signIn = (email: string, password: string) =>
  app().inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.29.0.1',
  });

describe('asking for a reset link', () => {
  it('answers the same for a known, an unknown and an inactive address; only the known gets a link', async () => {
    const user = await createUser(app(), 2);
    const inactive = await createUser(app(), 2, { status: 'inactive' });
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.ie');
    const asleep = await requestReset(inactive.email);
    for (const response of [known, unknown, asleep]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_REQUESTED });
    }
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Reset your Coach Hire Ireland password');
    expect(mail!.body_text).toContain('https://coach.example.ie/reset-password/');
    expect(await mailsTo(inactive.email)).toHaveLength(0);
    expect(await mailsTo('nobody-here@example.ie')).toHaveLength(0);
    // Only the token's hash is kept.
    const token = await lastToken(user.email);
    const rows = await app()
      .db.select()
      .from(passwordResets)
      .where(eq(passwordResets.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends an account 3 links an hour, answering the same after', async () => {
    const user = await createUser(app(), 2);
    for (let request = 0; request < RESET_LINKS_PER_ACCOUNT + 2; request += 1) {
      const response = await requestReset(user.email, `10.21.0.${request}`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_REQUESTED });
    }
    expect(await mailsTo(user.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT);
  });

  it('refuses an address after 10 requests an hour, whatever the accounts', async () => {
    for (let request = 0; request < RESET_REQUESTS_PER_ADDRESS; request += 1) {
      expect((await requestReset(`spray-${request}@example.ie`, '10.22.0.1')).statusCode).toBe(202);
    }
    const held = await requestReset('spray-last@example.ie', '10.22.0.1');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.json().message).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    expect((await requestReset('spray-last@example.ie', '10.22.0.2')).statusCode).toBe(202);
  });

  it('refuses a missing, mistyped, overlong or hostile email', async () => {
    const cases: unknown[] = [
      undefined,
      '',
      42,
      ['a@b.ie'],
      `${'a'.repeat(250)}@b.ie`,
      "x' OR 1=1 --",
      'a@b.ie\r\nBcc: c@d.ie',
    ];
    for (const [index, email] of cases.entries()) {
      const response = await requestReset(email, `10.23.0.${index}`);
      expect(response.statusCode, JSON.stringify(email)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['email']);
    }
  });
});

describe('using the link', () => {
  it('sets the new password once, and signs the user out everywhere', async () => {
    const user = await createUser(app(), 2);
    const session = bearer(await tokenFor(app(), user));
    await requestReset(user.email, '10.24.0.1');
    await requestReset(user.email, '10.24.0.1');
    const [older, newer] = (await mailsTo(user.email)).map(
      (mail) => /reset-password\/([\w-]+)/.exec(mail.body_text)![1]!,
    );
    const check = await checkLink(newer!);
    expect(check.statusCode).toBe(200);
    expect(new Date(check.json().expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    const tooShort = await useLink(newer!, 'short');
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.password).toEqual(['Password must be at least 12 characters']);
    expect((await useLink(newer!, 'x'.repeat(129))).statusCode).toBe(422);
    expect((await useLink(newer!, 123456789012)).statusCode).toBe(422);

    expect((await useLink(newer!)).statusCode).toBe(204);
    const me = await app().inject({ method: 'GET', url: '/api/auth/me', headers: session });
    expect(me.statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    // Used once; the other link of the same account stops too.
    for (const token of [newer!, older!]) {
      const again = await useLink(token, 'yet another password');
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(RESET_LINK_NOT_VALID);
      expect((await checkLink(token)).statusCode).toBe(404);
    }
  });

  it('stops working after 30 minutes', async () => {
    const user = await createUser(app(), 2);
    await requestReset(user.email, '10.25.0.1');
    const token = await lastToken(user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const check = await checkLink(token);
    expect(check.statusCode).toBe(410);
    expect(check.json().message).toBe(RESET_LINK_EXPIRED);
    expect((await useLink(token)).statusCode).toBe(410);
    vi.useRealTimers();
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops working when an admin sets a new password meanwhile', async () => {
    const user = await createUser(app(), 2);
    const admin = bearer(await tokenFor(app(), await createUser(app(), 1)));
    await requestReset(user.email, '10.26.0.1');
    const token = await lastToken(user.email);
    const patch = await app().inject({
      method: 'PATCH',
      url: `/api/auth/user/${user.id}`,
      headers: admin,
      payload: { password: 'set by the administrator' },
    });
    expect(patch.statusCode).toBe(200);
    expect((await useLink(token)).statusCode).toBe(404);
  });

  it('answers a made-up, tampered or overlong token with 404 or 422, never 500', async () => {
    const user = await createUser(app(), 2);
    await requestReset(user.email, '10.27.0.1');
    const token = await lastToken(user.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const made of [tampered, 'x', "'%20OR%201=1", '..%2F..%2Fetc']) {
      expect((await checkLink(made)).statusCode, made).toBe(404);
      expect((await useLink(made)).statusCode, made).toBe(404);
    }
    expect((await checkLink('a'.repeat(201))).statusCode).toBe(422);
    expect((await useLink(token)).statusCode).toBe(204);
  });
});
