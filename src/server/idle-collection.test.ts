import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { collectWhenIdle, findCollector } from './idle-collection';

describe('the collection once the server is idle (decision 055)', () => {
  let server: EventEmitter;
  let collections: number;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    server = new EventEmitter();
    collections = 0;
    stop = collectWhenIdle(server, () => collections++, 1_000);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('runs once after a quiet spell from the start, and not again while nothing happens', () => {
    vi.advanceTimersByTime(999);
    expect(collections).toBe(0);
    vi.advanceTimersByTime(1);
    expect(collections).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(collections).toBe(1);
  });

  it('waits while requests keep coming, and runs again after the next quiet spell', () => {
    vi.advanceTimersByTime(1_000);
    expect(collections).toBe(1);
    for (let second = 0; second < 5; second++) {
      vi.advanceTimersByTime(500);
      server.emit('request');
    }
    expect(collections).toBe(1);
    // The last request was at 3.5 s: idle from 4.5 s, seen at the check of 5 s.
    vi.advanceTimersByTime(1_499);
    expect(collections).toBe(1);
    vi.advanceTimersByTime(1);
    expect(collections).toBe(2);
    vi.advanceTimersByTime(5_000);
    expect(collections).toBe(2);
  });

  it('stops when told', () => {
    stop();
    vi.advanceTimersByTime(10_000);
    expect(collections).toBe(0);
  });
});

describe('the collector', () => {
  it('is the one --expose-gc puts on the global object, and none without it', () => {
    const global = globalThis as { gc?: () => void };
    expect(global.gc).toBeUndefined();
    expect(findCollector()).toBeUndefined();
    let calls = 0;
    global.gc = () => calls++;
    try {
      findCollector()?.();
      expect(calls).toBe(1);
    } finally {
      delete global.gc;
    }
  });

  it("gives back the young generation grown under load, with the server's flags", async () => {
    // What the decision rests on, checked on this Node.js: a process with the server's flags
    // grows its young generation under allocation, and one full collection after a quiet spell
    // shrinks it again. (Straight after the allocation it does not: V8 shrinks it only when the
    // allocation rate of the last ~5 s is low.)
    const script = `
      const v8 = require('node:v8');
      const young = () => v8.getHeapSpaceStatistics()
        .find((space) => space.space_name === 'new_space').space_size;
      let kept = [];
      for (let i = 0; i < 300000; i++) {
        kept.push({ i, text: 'x'.repeat(20) });
        if (kept.length > 20000) kept = [];
      }
      kept = [];
      const grown = young();
      setTimeout(() => {
        gc();
        console.log(JSON.stringify({ grown, after: young() }));
      }, 6000);`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      ...SERVER_NODE_FLAGS,
      '-e',
      script,
    ]);
    const { grown, after } = JSON.parse(stdout) as { grown: number; after: number };
    expect(grown).toBeGreaterThanOrEqual(8 * 1024 * 1024);
    expect(after).toBeLessThan(grown / 4);
  }, 20_000);
});
