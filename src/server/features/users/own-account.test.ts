import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '@shared/users/users';
import { messages } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { TEST_PASSWORD, bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { EMAIL_LINK_EXPIRED, EMAIL_LINK_NOT_VALID } from './email-change';
import { findUserById } from './repository';

const app = useTestApp({ TRUST_PROXY: 'true' });

afterEach(() => {
  vi.useRealTimers();
});

async function signedInAdmin() {
  const user = await createUser(app(), 1);
  return { user, auth: bearer(await tokenFor(app(), user)) };
}

const edit = (id: number, auth: object, payload: object, address = '203.0.113.10') =>
  app().inject({
    method: 'PATCH',
    url: `/api/auth/user/${id}`,
    headers: { ...auth, 'x-forwarded-for': address },
    payload,
  });

const confirm = (token: string, auth: object) =>
  app().inject({ method: 'POST', url: `/api/auth/email-change/${token}`, headers: { ...auth } });

/** The token of the confirmation link last sent to `address`. */
async function linkSentTo(address: string): Promise<string> {
  const sent = await app()
    .db.select()
    .from(messages)
    .where(eq(messages.recipient, address))
    .orderBy(messages.id);
  const match = /\/admin\/confirm-email\/(\S+)/.exec(sent.at(-1)?.body_text ?? '');
  if (!match) throw new Error(`no confirmation link sent to ${address}`);
  return match[1]!;
}

const fresh = () => `new-${Math.random().toString(36).slice(2)}@example.ie`;

describe("changing one's own password", () => {
  it('needs the current password: missing or wrong is a 422 on current_password', async () => {
    const { user, auth } = await signedInAdmin();
    const missing = await edit(user.id, auth, { password: 'a brand new password' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_REQUIRED] });
    const wrong = await edit(user.id, auth, {
      password: 'a brand new password',
      current_password: 'not my password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG] });
    const row = await findUserById(app().db, user.id);
    expect(await verifyPassword(row!.password_hash, TEST_PASSWORD)).toBe(true);
    const right = await edit(user.id, auth, {
      password: 'a brand new password',
      current_password: TEST_PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    const changed = await findUserById(app().db, user.id);
    expect(await verifyPassword(changed!.password_hash, 'a brand new password')).toBe(true);
  });

  it('counts wrong current passwords as failed sign-ins from that address', async () => {
    const { user, auth } = await signedInAdmin();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await edit(user.id, auth, {
        password: 'x'.repeat(12),
        current_password: 'guess',
      });
      expect(wrong.statusCode).toBe(422);
    }
    const held = await edit(user.id, auth, {
      password: 'a brand new password',
      current_password: TEST_PASSWORD,
    });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    const login = (address: string) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': address },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
    expect((await login('203.0.113.10')).statusCode).toBe(429);
    expect((await login('198.51.100.10')).statusCode).toBe(200);
  });

  it("is not asked of an admin changing someone else's password or email", async () => {
    const { auth } = await signedInAdmin();
    const manager = await createUser(app(), 2);
    const email = fresh();
    const response = await edit(manager.id, auth, { password: 'set by the admin', email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, pending_email: null });
  });

  it('is not asked for the other fields', async () => {
    const { user, auth } = await signedInAdmin();
    const response = await edit(user.id, auth, { name: 'Renamed Admin', phone: '087 000 0000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed Admin', pending_email: null });
  });
});

describe("changing one's own email", () => {
  it('waits for the link sent to the new address, with a notice to the old one', async () => {
    const { user, auth } = await signedInAdmin();
    const email = fresh();
    expect((await edit(user.id, auth, { email })).json().errors).toEqual({
      current_password: [CURRENT_PASSWORD_REQUIRED],
    });
    const response = await edit(user.id, auth, { email, current_password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, pending_email: email });
    const sent = await app()
      .db.select()
      .from(messages)
      .where(like(messages.message_key, 'email-change:%'));
    expect(sent.map((message) => message.recipient).sort()).toEqual([email, user.email].sort());
    const notice = sent.find((message) => message.recipient === user.email)!;
    expect(notice.subject).toBe('Your Coach Hire Ireland sign-in email is being changed');
    expect(notice.body_text).toContain(email);
    expect(notice.body_text).not.toContain('/confirm-email/');

    const token = await linkSentTo(email);
    const confirmed = await confirm(token, auth);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.email).toBe(email);
    expect((await findUserById(app().db, user.id))!.email).toBe(email);
    const again = await confirm(token, auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: EMAIL_LINK_NOT_VALID });
  });

  it('is confirmed only by the user it belongs to, within 24 hours, with the latest link', async () => {
    const { user, auth } = await signedInAdmin();
    const first = fresh();
    await edit(user.id, auth, { email: first, current_password: TEST_PASSWORD });
    const firstToken = await linkSentTo(first);
    const second = fresh();
    await edit(user.id, auth, { email: second, current_password: TEST_PASSWORD });
    expect((await confirm(firstToken, auth)).statusCode).toBe(404);

    const secondToken = await linkSentTo(second);
    const someoneElse = await signedInAdmin();
    expect((await confirm(secondToken, someoneElse.auth)).statusCode).toBe(404);
    expect((await confirm(`${secondToken}x`, auth)).statusCode).toBe(404);
    expect((await confirm(secondToken, {})).statusCode).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3_600_000 + 60_000);
    // A token signed now: the one from a day ago has expired as well.
    const late = await confirm(secondToken, bearer(await tokenFor(app(), user)));
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ message: EMAIL_LINK_EXPIRED });
    expect((await findUserById(app().db, user.id))!.email).toBe(user.email);
  });

  it('is refused when the address is taken, when asked and when confirmed', async () => {
    const { user, auth } = await signedInAdmin();
    const other = await createUser(app(), 2);
    const taken = await edit(user.id, auth, {
      email: other.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    const email = fresh();
    await edit(user.id, auth, { email, current_password: TEST_PASSWORD });
    await createUser(app(), 2, { email });
    const clash = await confirm(await linkSentTo(email), auth);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ email: ['Email already in use'] });
  });

  it('applies a change of letter case at once; that, or a new password, drops a pending link', async () => {
    const { user, auth } = await signedInAdmin();
    const email = fresh();
    await edit(user.id, auth, { email, current_password: TEST_PASSWORD });
    const token = await linkSentTo(email);
    const upper = await edit(user.id, auth, {
      email: user.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    expect(upper.json()).toMatchObject({ email: user.email.toUpperCase(), pending_email: null });
    expect((await confirm(token, auth)).statusCode).toBe(404);

    const later = fresh();
    await edit(user.id, auth, { email: later, current_password: TEST_PASSWORD });
    const laterToken = await linkSentTo(later);
    await edit(user.id, auth, {
      password: 'a brand new password',
      current_password: TEST_PASSWORD,
    });
    const signedInAgain = bearer(await tokenFor(app(), (await findUserById(app().db, user.id))!));
    expect((await confirm(laterToken, signedInAgain)).statusCode).toBe(404);
  });
});
