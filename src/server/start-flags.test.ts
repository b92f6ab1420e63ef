import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the Node.js flags the server runs with (decision 051)', () => {
  it('are the ones `npm start` passes, before the start script', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('are the ones the in-process trip plan benchmark runs the app with', () => {
    expect(scripts['bench:trip-plan']).toBe(
      `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx bench/trip-plan.ts`,
    );
  });
});
