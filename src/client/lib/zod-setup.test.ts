import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';

describe('zod in the browser', () => {
  it('never probes for eval once the API client is loaded (the CSP would report it)', async () => {
    expect(config().jitless).not.toBe(true);
    await import('./api-client');
    expect(config().jitless).toBe(true);
  });
});
