export type BatchLimits = {
  /** Runs at once: the calls arriving while this many run wait, and go together next. */
  maxRunning: number;
  /** Most calls one run takes; the rest wait for the next. */
  maxBatch: number;
};

type Waiting<In, Out> = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };

/**
 * A function of one item made from a function of many: calls that arrive while `maxRunning`
 * runs are in progress wait, and the first run to finish takes them all (up to `maxBatch`) in
 * one run. Nothing waits for a timer: with a run free, a call starts at once, alone; only calls
 * that would have queued anyway (for a database connection, say) are grouped. `run` settles each
 * item, in order (a value or an error of its own); an error it throws is every item's error.
 */
export function batchedCalls<In, Out>(
  run: (items: In[]) => Promise<PromiseSettledResult<Out>[]>,
  { maxRunning, maxBatch }: BatchLimits,
): (item: In) => Promise<Out> {
  const waiting: Waiting<In, Out>[] = [];
  let running = 0;

  async function runBatch(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const outs = await run(batch.map((call) => call.item));
      if (outs.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} calls got ${outs.length} answers`);
      }
      batch.forEach((call, index) => {
        const out = outs[index]!;
        if (out.status === 'fulfilled') call.resolve(out.value);
        else call.reject(out.reason);
      });
    } catch (error) {
      for (const call of batch) call.reject(error);
    }
  }

  function startRuns(): void {
    while (running < maxRunning && waiting.length > 0) {
      running += 1;
      void runBatch(waiting.splice(0, maxBatch)).finally(() => {
        running -= 1;
        startRuns();
      });
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      startRuns();
    });
}
