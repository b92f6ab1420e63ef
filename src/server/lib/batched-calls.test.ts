import { describe, expect, it } from 'vitest';
import { batchedCalls } from './batched-calls';

/** A run that answers when the test says so, recording the items of every run it was given. */
function controlledRun() {
  const runs: number[][] = [];
  const finishers: Array<() => void> = [];
  const run = (items: number[]) => {
    runs.push(items);
    return new Promise<PromiseSettledResult<number>[]>((resolve) => {
      finishers.push(() =>
        resolve(
          items.map((item) =>
            item < 0
              ? { status: 'rejected', reason: new Error(`refused ${item}`) }
              : { status: 'fulfilled', value: item * 10 },
          ),
        ),
      );
    });
  };
  /** Finishes the oldest unfinished run, and lets the next start. */
  const finishOldest = async () => {
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, runs, finishOldest };
}

describe('calls batched while others run', () => {
  it('start at once and alone while a run is free', async () => {
    const { run, runs, finishOldest } = controlledRun();
    const call = batchedCalls(run, { maxRunning: 2, maxBatch: 10 });
    const first = call(1);
    const second = call(2);
    expect(runs).toEqual([[1], [2]]);
    await finishOldest();
    await finishOldest();
    expect(await Promise.all([first, second])).toEqual([10, 20]);
  });

  it('wait while every run is taken, then go together in order, at most maxBatch at a time', async () => {
    const { run, runs, finishOldest } = controlledRun();
    const call = batchedCalls(run, { maxRunning: 1, maxBatch: 3 });
    const answers = Promise.all([1, 2, 3, 4, 5, 6].map((item) => call(item)));
    expect(runs).toEqual([[1]]);
    await finishOldest();
    expect(runs).toEqual([[1], [2, 3, 4]]);
    await finishOldest();
    expect(runs).toEqual([[1], [2, 3, 4], [5, 6]]);
    await finishOldest();
    expect(await answers).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('answer each call with its own outcome: one refused item fails only its call', async () => {
    const { run, finishOldest } = controlledRun();
    const call = batchedCalls(run, { maxRunning: 1, maxBatch: 10 });
    const outcomes = Promise.allSettled([call(1), call(-2), call(3)]);
    await finishOldest();
    await finishOldest();
    expect(await outcomes).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('refused -2') },
      { status: 'fulfilled', value: 30 },
    ]);
  });

  it('fail every call of a run that throws, or answers the wrong number, and go on after', async () => {
    let mode: 'throw' | 'short' | 'fine' = 'throw';
    const call = batchedCalls(
      async (items: number[]): Promise<PromiseSettledResult<number>[]> => {
        if (mode === 'throw') throw new Error('database unavailable');
        const answers = items.map((value) => ({ status: 'fulfilled' as const, value }));
        return mode === 'short' ? answers.slice(1) : answers;
      },
      { maxRunning: 1, maxBatch: 10 },
    );
    await expect(call(1)).rejects.toThrow('database unavailable');
    mode = 'short';
    await expect(call(2)).rejects.toThrow('a batch of 1 calls got 0 answers');
    mode = 'fine';
    expect(await call(3)).toBe(3);
  });
});
