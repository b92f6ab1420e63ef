import { readdirSync, readFileSync } from 'node:fs';

/** Every process's parent, read from /proc/<pid>/stat (Linux). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command sits in parentheses and may hold spaces; the fields after it are plain.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(name), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

function rssOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** `pid` and all its descendants: how many, and their resident memory summed (bytes). */
export function treeRss(pid: number): { processes: number; rss: number } {
  const parentOf = parents();
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parentOf)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
  }
  let rss = 0;
  for (const member of tree) rss += rssOf(member);
  return { processes: tree.size, rss };
}

export type RssSample = { at: number; rss: number; processes: number };

/** Samples a process tree's RSS every `everyMs` until `stop()`; `at` is seconds since the start. */
export function sampleTree(pid: number, everyMs = 250) {
  const samples: RssSample[] = [];
  const started = performance.now();
  const take = () => {
    const { rss, processes } = treeRss(pid);
    if (processes > 0 && rss > 0)
      samples.push({ at: (performance.now() - started) / 1000, rss, processes });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** The sample nearest to `seconds` after the start. */
export function rssAt(samples: RssSample[], seconds: number): number {
  let best = samples[0];
  for (const sample of samples)
    if (Math.abs(sample.at - seconds) < Math.abs((best?.at ?? 0) - seconds)) best = sample;
  return best?.rss ?? Number.NaN;
}

export const peakRss = (samples: RssSample[]) => Math.max(...samples.map((sample) => sample.rss));

/** Linux's USER_HZ: /proc reports CPU time in ticks of 1/100 s on every common build. */
const TICKS_PER_SECOND = 100;

function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone meanwhile
  }
}

/** CPU time (user + system) a process has used so far, in seconds; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are the stat file's 14th and 15th fields: 12th and 13th after the command.
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0;
}

/** CPU time used so far by each process whose command is `command`, by pid, in seconds. */
function cpuSecondsByPid(command: string): Map<number, number> {
  const used = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== command) continue;
    } catch {
      continue;
    }
    used.set(Number(name), cpuSeconds(Number(name)));
  }
  return used;
}

/**
 * Starts counting the CPU time of every process whose command is `command` (PostgreSQL's
 * backends, checkpointer and autovacuum are all `postgres`); the function returned gives the
 * seconds they used since. Counted per process: one started meanwhile counts from zero, and one
 * that exited meanwhile (an idle pool connection closed) is left out rather than subtracting its
 * whole life's time.
 */
export function countCpuOfCommand(command: string): () => number {
  const before = cpuSecondsByPid(command);
  return () => {
    let used = 0;
    for (const [pid, seconds] of cpuSecondsByPid(command)) used += seconds - (before.get(pid) ?? 0);
    return used;
  };
}
