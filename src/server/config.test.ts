import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('gives a newcomer working defaults with nothing configured', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'ftp://example.ie',
      ADMIN_EMAIL: 'not-an-email',
    });
    const named = problems.map((problem) => problem.split(':')[0]);
    expect(named).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_URL', 'ADMIN_EMAIL']),
    );
  });

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
  });

  it('requires a password with a first admin email', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.ie' })[0]).toMatch(/^ADMIN_PASSWORD:/);
  });

  it('takes ADMIN_PASSWORD alone, for the default admin@localhost', () => {
    const config = loadConfig({ ADMIN_PASSWORD: 'long enough password' });
    expect(config.ADMIN_PASSWORD).toBe('long enough password');
    expect(config.ADMIN_EMAIL).toBeUndefined();
  });

  it('accepts the documented default admin@localhost when it is set explicitly', () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'admin@localhost',
      ADMIN_PASSWORD: 'long enough password',
    });
    expect(config.ADMIN_EMAIL).toBe('admin@localhost');
  });

  it('still refuses what is not an email address for ADMIN_EMAIL', () => {
    for (const email of ['admin', 'admin@', '@localhost', 'admin@local host', 'a b@localhost'])
      expect(
        problemsOf({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'long enough password' })[0],
        email,
      ).toMatch(/^ADMIN_EMAIL:/);
  });

  it('rejects a short admin password without echoing it', () => {
    const [problem] = problemsOf({ ADMIN_EMAIL: 'boss@example.ie', ADMIN_PASSWORD: 'short' });
    expect(problem).toMatch(/^ADMIN_PASSWORD:/);
    expect(problem).not.toContain('short"');
  });

  it('requires a shared JWT secret when running on PostgreSQL', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' });
    expect(problem).toMatch(/^JWT_SECRET:/);
    const config = loadConfig({
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/app',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/app');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '  ', PUBLIC_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'everyone' })[0]).toMatch(/^TRUST_PROXY:/);
  });

  it('drops a trailing slash from PUBLIC_URL so links can be joined safely', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://coachhire.ie/' }).PUBLIC_URL).toBe(
      'https://coachhire.ie',
    );
  });
});
