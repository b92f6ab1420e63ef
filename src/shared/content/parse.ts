import type { z } from 'zod';

type PathKey = PropertyKey;

/** What to drop for an issue: the array item holding the bad value, else the bad key itself. */
function targetOf(path: readonly PathKey[]): PathKey[] {
  const lastIndex = path.findLastIndex((key) => typeof key === 'number');
  return lastIndex >= 0 ? path.slice(0, lastIndex + 1) : [...path];
}

function removeAt(root: unknown, target: readonly PathKey[]): boolean {
  if (target.length === 0) return false;
  let parent: unknown = root;
  for (const key of target.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return false;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  const last = target.at(-1)!;
  if (Array.isArray(parent) && typeof last === 'number' && last < parent.length) {
    parent.splice(last, 1);
    return true;
  }
  if (typeof parent === 'object' && parent !== null && Object.hasOwn(parent, last)) {
    Reflect.deleteProperty(parent, last);
    return true;
  }
  return false;
}

const MAX_ROUNDS = 50;

/**
 * Parses stored content for display. Each value the schema rejects is dropped (so the schema's
 * defaults fill it) and parsing retried; array items are dropped whole. If that cannot converge,
 * the fallback is returned. Works on a copy: the input is never changed.
 */
export function parseLeniently<T>(schema: z.ZodType<T>, input: unknown, fallback: T): T {
  let candidate: unknown;
  try {
    candidate = structuredClone(input);
  } catch {
    return fallback;
  }
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = schema.safeParse(candidate);
    if (result.success) return result.data;
    // Later array indexes first, so removing one item does not shift the next one's index.
    const targets = new Map<string, PathKey[]>();
    for (const issue of result.error.issues) {
      const target = targetOf(issue.path);
      targets.set(JSON.stringify(target.map(String)), target);
    }
    let changed = false;
    for (const target of [...targets.values()].sort(compareDescending)) {
      changed = removeAt(candidate, target) || changed;
    }
    if (!changed) return fallback;
  }
  return fallback;
}

function compareDescending(a: readonly PathKey[], b: readonly PathKey[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return y - x;
    return String(y).localeCompare(String(x));
  }
  return b.length - a.length;
}
