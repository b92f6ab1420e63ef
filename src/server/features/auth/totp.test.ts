import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_EXPIRED, CODE_WRONG } from '@shared/auth/second-factor';
import { recoveryCodes, totpFactors, users } from '../../db/schema';
import { TEST_PASSWORD, bearer, createUser, tokenFor } from '../../test/auth-helpers';
import {
  advanceClock,
  codeNow,
  enrolTotp,
  fixClock,
  secondStep,
  signIn,
} from '../../test/second-factor';
import { useTestApp } from '../../test/test-app';
import { FREE_FAILURES_PER_PAIR } from './throttle';

const app = useTestApp();

beforeEach(() => fixClock());
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, headers: Record<string, string>, payload?: object, ip = '10.1.0.1') =>
  app().inject({ method: 'POST', url, headers, payload, remoteAddress: ip });

/** `url` asks for the current password and a code: each wrong one is a 422 on its own field. */
async function expectPasswordAndCodeChecked(
  url: string,
  headers: Record<string, string>,
  secret: string,
  ip: string,
) {
  const wrongPassword = await post(
    url,
    headers,
    { current_password: 'wrong password!!', code: await codeNow(secret) },
    ip,
  );
  expect(wrongPassword.statusCode).toBe(422);
  expect(Object.keys(wrongPassword.json().errors)).toEqual(['current_password']);
  const wrongCode = await post(
    url,
    headers,
    { current_password: TEST_PASSWORD, code: '000000' },
    ip,
  );
  expect(wrongCode.statusCode).toBe(422);
  expect(Object.keys(wrongCode.json().errors)).toEqual(['code']);
}

describe('turning TOTP on', () => {
  it('shows a key and its QR code, confirms with a code and shows 10 recovery codes once', async () => {
    const user = await createUser(app(), 2);
    const headers = bearer(await tokenFor(app(), user));
    const before = await app().inject({ method: 'GET', url: '/api/auth/totp', headers });
    expect(before.json()).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });

    const setup = await post('/api/auth/totp/setup', headers);
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_url, qr_code } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`otpauth://totp/Coach%20Hire%20Ireland:`);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    const [stored] = await app()
      .db.select()
      .from(totpFactors)
      .where(eq(totpFactors.user_id, user.id));
    expect(stored!.secret).not.toContain(secret);
    expect(stored!.confirmed_at).toBeNull();

    const wrong = await post('/api/auth/totp/confirm', headers, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [CODE_WRONG] });

    const confirm = await post('/api/auth/totp/confirm', headers, { code: await codeNow(secret) });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const hashes = await app()
      .db.select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.user_id, user.id));
    expect(hashes).toHaveLength(10);
    expect(hashes.map((row) => row.code_hash)).not.toContain(codes[0]);

    const after = await app().inject({ method: 'GET', url: '/api/auth/totp', headers });
    expect(after.json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(after.body).not.toContain(secret);
    // Neither the key nor new recovery codes are given out again.
    expect((await post('/api/auth/totp/setup', headers)).statusCode).toBe(409);
    advanceClock(30);
    expect(
      (await post('/api/auth/totp/confirm', headers, { code: await codeNow(secret) })).statusCode,
    ).toBe(409);
  });

  it('asks to start before confirming', async () => {
    const headers = bearer(await tokenFor(app(), await createUser(app(), 1)));
    const response = await post('/api/auth/totp/confirm', headers, { code: '123456' });
    expect(response.statusCode).toBe(409);
  });
});

describe('signing in with TOTP on', () => {
  it('answers a challenge, not a session, and the code turns it into one', async () => {
    const user = await createUser(app(), 2);
    const { secret } = await enrolTotp(app(), user);
    const password = await signIn(app(), user.email, '10.2.0.1');
    expect(password.statusCode).toBe(200);
    const challenge = password.json();
    expect(challenge).toEqual({
      second_factor: 'totp',
      challenge_token: expect.any(String),
      expires_in: 600,
    });
    expect(challenge.token).toBeUndefined();
    // The challenge is no session.
    const asBearer = await app().inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(challenge.challenge_token),
    });
    expect(asBearer.statusCode).toBe(401);

    const code = (await codeNow(secret)).replace(/^(\d{3})/, '$1 ');
    const session = await secondStep(app(), challenge.challenge_token, code, '10.2.0.1');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ id: user.id, email: user.email });
    const me = await app().inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.json().token),
    });
    expect(me.statusCode).toBe(200);
    // Used up.
    advanceClock(30);
    const again = await secondStep(
      app(),
      challenge.challenge_token,
      await codeNow(secret),
      '10.2.0.1',
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(CHALLENGE_EXPIRED);
  });

  it('refuses a code already used in its 30 seconds, and takes the next one', async () => {
    const user = await createUser(app(), 2);
    const { secret } = await enrolTotp(app(), user);
    const code = await codeNow(secret);
    const first = await signIn(app(), user.email, '10.3.0.1');
    expect(
      (await secondStep(app(), first.json().challenge_token, code, '10.3.0.1')).statusCode,
    ).toBe(200);
    const second = await signIn(app(), user.email, '10.3.0.1');
    const replay = await secondStep(app(), second.json().challenge_token, code, '10.3.0.1');
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: [CODE_WRONG] });
    advanceClock(30);
    const next = await secondStep(
      app(),
      second.json().challenge_token,
      await codeNow(secret),
      '10.3.0.1',
    );
    expect(next.statusCode).toBe(200);
  });

  it('accepts a code one step either side of now (a phone clock a little off), not two', async () => {
    const user = await createUser(app(), 2);
    const { secret } = await enrolTotp(app(), user);
    // Past the step the enrolment used, so every code below is of an unused step.
    advanceClock(60);
    const codeAt = async (steps: number) => {
      advanceClock(steps * 30);
      const code = await codeNow(secret);
      advanceClock(-steps * 30);
      return code;
    };
    const challenge = (await signIn(app(), user.email, '10.3.1.1')).json().challenge_token;
    expect((await secondStep(app(), challenge, await codeAt(-2), '10.3.1.1')).statusCode).toBe(422);
    expect((await secondStep(app(), challenge, await codeAt(2), '10.3.1.1')).statusCode).toBe(422);
    expect((await secondStep(app(), challenge, await codeAt(-1), '10.3.1.1')).statusCode).toBe(200);
    const next = (await signIn(app(), user.email, '10.3.1.1')).json().challenge_token;
    expect((await secondStep(app(), next, await codeAt(1), '10.3.1.1')).statusCode).toBe(200);
  });

  it('takes one code of two sent at once', async () => {
    const user = await createUser(app(), 2);
    const { secret } = await enrolTotp(app(), user);
    const code = await codeNow(secret);
    const challenges = await Promise.all(
      [1, 2].map(async () => (await signIn(app(), user.email, '10.3.2.1')).json().challenge_token),
    );
    const answers = await Promise.all(
      challenges.map((challenge) => secondStep(app(), challenge, code, '10.3.2.1')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('counts wrong codes with wrong passwords: the address waits, the owner elsewhere does not', async () => {
    const user = await createUser(app(), 2);
    const { secret } = await enrolTotp(app(), user);
    const challenge = (await signIn(app(), user.email, '10.4.0.1')).json().challenge_token;
    for (let attempt = 0; attempt < FREE_FAILURES_PER_PAIR; attempt += 1) {
      expect((await secondStep(app(), challenge, '111111', '10.4.0.1')).statusCode).toBe(422);
    }
    const held = await secondStep(app(), challenge, await codeNow(secret), '10.4.0.1');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // The password step from there is held too: one count for both.
    expect((await signIn(app(), user.email, '10.4.0.1')).statusCode).toBe(429);
    const elsewhere = (await signIn(app(), user.email, '10.4.0.2')).json().challenge_token;
    expect((await secondStep(app(), elsewhere, await codeNow(secret), '10.4.0.2')).statusCode).toBe(
      200,
    );
  });

  it('takes each recovery code once, in any letter case and spacing', async () => {
    const user = await createUser(app(), 2);
    const { recoveryCodes: codes, headers } = await enrolTotp(app(), user);
    const challenge = (await signIn(app(), user.email, '10.5.0.1')).json().challenge_token;
    const typed = ` ${codes[3]!.toUpperCase().replace(/-/g, ' ')} `;
    expect((await secondStep(app(), challenge, typed, '10.5.0.1')).statusCode).toBe(200);
    const next = (await signIn(app(), user.email, '10.5.0.1')).json().challenge_token;
    const reused = await secondStep(app(), next, codes[3], '10.5.0.1');
    expect(reused.statusCode).toBe(422);
    const status = await app().inject({ method: 'GET', url: '/api/auth/totp', headers });
    expect(status.json().recovery_codes_left).toBe(9);
    // Another user's recovery code is no use here.
    const other = await enrolTotp(app(), await createUser(app(), 2));
    expect((await secondStep(app(), next, other.recoveryCodes[0], '10.5.0.1')).statusCode).toBe(
      422,
    );
  });

  it('lets a challenge lapse after 10 minutes, or when the password changes', async () => {
    const user = await createUser(app(), 2);
    const { secret } = await enrolTotp(app(), user);
    const stale = (await signIn(app(), user.email, '10.6.0.1')).json().challenge_token;
    advanceClock(10 * 60 + 1);
    const lapsed = await secondStep(app(), stale, await codeNow(secret), '10.6.0.1');
    expect(lapsed.statusCode).toBe(401);
    const fresh = (await signIn(app(), user.email, '10.6.0.1')).json().challenge_token;
    await app().db.update(users).set({ session_version: 5 }).where(eq(users.id, user.id));
    const voided = await secondStep(app(), fresh, await codeNow(secret), '10.6.0.1');
    expect(voided.statusCode).toBe(401);
    expect(voided.json().message).toBe(CHALLENGE_EXPIRED);
  });

  it('refuses a bearer token, a forged or another step’s challenge', async () => {
    const user = await createUser(app(), 1);
    const token = await tokenFor(app(), user);
    for (const challenge of [token, 'not-a-token', `${token}x`]) {
      const response = await secondStep(app(), challenge, '123456', '10.7.0.1');
      expect(response.statusCode, challenge).toBe(401);
    }
  });
});

describe('turning TOTP off', () => {
  it('needs the current password and a code, then signs in with the password alone', async () => {
    const user = await createUser(app(), 2);
    const { secret, headers } = await enrolTotp(app(), user);
    const url = '/api/auth/totp/disable';
    const missing = await post(url, headers, {}, '10.8.0.1');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['code', 'current_password']);
    await expectPasswordAndCodeChecked(url, headers, secret, '10.8.0.1');
    const off = await post(
      url,
      headers,
      { current_password: TEST_PASSWORD, code: await codeNow(secret) },
      '10.8.0.1',
    );
    expect(off.statusCode).toBe(204);
    const rows = await app()
      .db.select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.user_id, user.id));
    expect(rows).toHaveLength(0);
    expect((await signIn(app(), user.email, '10.8.0.1')).json().token).toEqual(expect.any(String));
    expect(
      (await post(url, headers, { current_password: TEST_PASSWORD, code: '123456' })).statusCode,
    ).toBe(409);
  });

  it('lets an admin turn off another user’s TOTP, not their own', async () => {
    const admin = await createUser(app(), 1);
    const adminHeaders = bearer(await tokenFor(app(), admin));
    const user = await createUser(app(), 2);
    await enrolTotp(app(), user);
    const own = await app().inject({
      method: 'DELETE',
      url: `/api/auth/user/${admin.id}/totp`,
      headers: adminHeaders,
    });
    expect(own.statusCode).toBe(422);
    const reset = await app().inject({
      method: 'DELETE',
      url: `/api/auth/user/${user.id}/totp`,
      headers: adminHeaders,
    });
    expect(reset.statusCode).toBe(204);
    expect((await signIn(app(), user.email, '10.8.1.1')).json().token).toEqual(expect.any(String));
    const again = await app().inject({
      method: 'DELETE',
      url: `/api/auth/user/${user.id}/totp`,
      headers: adminHeaders,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('new recovery codes', () => {
  it('needs the current password and a code, then only the new codes work', async () => {
    const admin = await createUser(app(), 1);
    const { secret, recoveryCodes: old, headers } = await enrolTotp(app(), admin);
    // Required for admins: turning it off and on again is not a way to new codes.
    const settings = await app().inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers,
      payload: { require_totp_for_admins: true },
    });
    expect(settings.statusCode).toBe(200);
    const url = '/api/auth/totp/recovery-codes';
    await expectPasswordAndCodeChecked(url, headers, secret, '10.8.2.1');
    const renewed = await post(
      url,
      headers,
      { current_password: TEST_PASSWORD, code: old[0] },
      '10.8.2.1',
    );
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers['cache-control']).toBe('no-store');
    const fresh: string[] = renewed.json().recovery_codes;
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    const status = await app().inject({ method: 'GET', url: '/api/auth/totp', headers });
    expect(status.json()).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const challenge = () =>
      signIn(app(), admin.email, '10.8.2.2').then((answer) => answer.json().challenge_token);
    expect((await secondStep(app(), await challenge(), old[5], '10.8.2.2')).statusCode).toBe(422);
    expect((await secondStep(app(), await challenge(), fresh[5], '10.8.2.2')).statusCode).toBe(200);
  });

  it('is refused without TOTP on, and to a request without a session', async () => {
    const user = await createUser(app(), 2);
    const headers = bearer(await tokenFor(app(), user));
    const body = { current_password: TEST_PASSWORD, code: '123456' };
    expect((await post('/api/auth/totp/recovery-codes', headers, body)).statusCode).toBe(409);
    expect((await post('/api/auth/totp/recovery-codes', {}, body)).statusCode).toBe(401);
  });
});

describe('TOTP required for admins', () => {
  it('sends an admin without it to set it up before any session, and leaves managers alone', async () => {
    const admin = await createUser(app(), 1);
    const adminHeaders = bearer(await tokenFor(app(), admin));
    const managerHeaders = bearer(await tokenFor(app(), await createUser(app(), 2)));
    const setting = { require_totp_for_admins: true };
    const byManager = await app().inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers: managerHeaders,
      payload: setting,
    });
    expect(byManager.statusCode).toBe(403);
    const wrongType = await app().inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers: adminHeaders,
      payload: { require_totp_for_admins: 'yes' },
    });
    expect(wrongType.statusCode).toBe(422);
    const put = await app().inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers: adminHeaders,
      payload: setting,
    });
    expect(put.json()).toEqual(setting);

    try {
      const other = await createUser(app(), 1);
      const password = await signIn(app(), other.email, '10.10.0.1');
      expect(password.json()).toMatchObject({ second_factor: 'totp_setup' });
      expect(password.json().token).toBeUndefined();
      const challenge = password.json().challenge_token;
      // Not a challenge for a code: nothing to check one against yet.
      expect((await secondStep(app(), challenge, '123456', '10.10.0.1')).statusCode).toBe(401);
      const setup = await app().inject({
        method: 'POST',
        url: '/api/auth/login/totp-setup',
        payload: { challenge_token: challenge },
        remoteAddress: '10.10.0.1',
      });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json();
      const wrong = await secondStep(
        app(),
        challenge,
        '000000',
        '10.10.0.1',
        '/api/auth/login/totp-setup/confirm',
      );
      expect(wrong.statusCode).toBe(422);
      const done = await secondStep(
        app(),
        challenge,
        await codeNow(secret),
        '10.10.0.1',
        '/api/auth/login/totp-setup/confirm',
      );
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ token: expect.any(String), user: { id: other.id } });
      expect(done.json().recovery_codes).toHaveLength(10);
      advanceClock(30);
      expect((await signIn(app(), other.email, '10.10.0.1')).json().second_factor).toBe('totp');

      // While required, an admin cannot turn theirs off.
      const otherHeaders = bearer(done.json().token);
      const off = await post('/api/auth/totp/disable', otherHeaders, {
        current_password: TEST_PASSWORD,
        code: await codeNow(secret),
      });
      expect(off.statusCode).toBe(409);
      const status = await app().inject({
        method: 'GET',
        url: '/api/auth/totp',
        headers: otherHeaders,
      });
      expect(status.json()).toMatchObject({ enabled: true, required: true });

      const manager = await createUser(app(), 2);
      expect((await signIn(app(), manager.email, '10.10.0.2')).json().token).toEqual(
        expect.any(String),
      );
    } finally {
      await app().inject({
        method: 'PUT',
        url: '/api/auth/settings',
        headers: adminHeaders,
        payload: { require_totp_for_admins: false },
      });
    }
  });
});

describe('bad input to the second step', () => {
  it('refuses missing, mistyped, overlong and hostile values without a 500', async () => {
    const user = await createUser(app(), 2);
    await enrolTotp(app(), user);
    const challenge = (await signIn(app(), user.email, '10.11.0.1')).json().challenge_token;
    const missing = await app().inject({
      method: 'POST',
      url: '/api/auth/login/totp',
      payload: {},
      remoteAddress: '10.11.0.2',
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['challenge_token', 'code']);
    const cases: Array<[unknown, number]> = [
      [123456, 422],
      ['', 422],
      ['1'.repeat(41), 422],
      [null, 422],
      ["' OR 1=1 --", 422],
      ['<script>alert(1)</script>', 422],
      ['12345\n6', 422],
    ];
    for (const [code, status] of cases) {
      const response = await secondStep(
        app(),
        challenge,
        code,
        `10.11.1.${cases.findIndex((c) => c[0] === code)}`,
      );
      expect(response.statusCode, JSON.stringify(code)).toBe(status);
    }
    const longToken = await secondStep(app(), 'x'.repeat(3000), '123456', '10.11.2.1');
    expect(longToken.statusCode).toBe(422);
  });
});
