import fc from 'fast-check';
import { HOSTILE_KEYS, hostileValue, taintCharacter } from './hostile';

/**
 * One change to a near-valid JSON document, at a path chosen among the document's own
 * (`pick` is an index into them): drop the value, replace it with a hostile one, add an
 * unexpected key, wrap it in an array or object, turn it into a string or number, or slip a
 * hostile character into the middle of a string.
 */
export type Mutation = {
  op: 'drop' | 'set' | 'add' | 'wrap' | 'retype' | 'taint';
  pick: number;
  key: string;
  value: unknown;
  /** For `taint`: a character slipped into the middle of a string value. */
  taint: string;
};

/** One hostile character slipped into one string of the document: the rest stays near-valid. */
export const taintArbitrary: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constant('taint' as const),
  pick: fc.nat(),
  key: fc.constant(''),
  value: fc.constant(null),
  taint: taintCharacter,
});

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom('drop', 'set', 'set', 'set', 'add', 'wrap', 'retype', 'taint', 'taint'),
  taint: taintCharacter,
  pick: fc.nat(),
  key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
  value: hostileValue,
});

type Container = Record<string, unknown> | unknown[];
type Path = (string | number)[];

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (isContainer(value) && prefix.length < 4) {
    for (const key of Object.keys(value)) {
      const step = Array.isArray(value) ? Number(key) : key;
      pathsOf((value as Record<string, unknown>)[key], [...prefix, step], out);
    }
  }
  return out;
}

function at(root: unknown, path: Path): unknown {
  let node = root;
  for (const step of path) node = (node as Record<string | number, unknown>)[step];
  return node;
}

/** Defines the key as an own property: plain assignment of `__proto__` would set the prototype. */
function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function retype(value: unknown): unknown {
  if (typeof value === 'string') return Number.isNaN(Number(value)) ? value.length : Number(value);
  if (value === null || value === undefined) return 'null';
  return JSON.stringify(value);
}

const taint = (text: string, character: string) => {
  const middle = Math.floor(text.length / 2);
  return `${text.slice(0, middle)}${character}${text.slice(middle)}`;
};

/** Applies the mutations in turn to a copy of `document`. */
export function mutate(document: unknown, mutations: Mutation[]): unknown {
  let root: unknown = structuredClone(document);
  for (const original of mutations) {
    // Generated values can be shared constants: never let one document alias or grow them.
    const mutation = { ...original, value: structuredClone(original.value) };
    const allPaths = pathsOf(root);
    // A taint goes into text: the string values, when the document has any.
    const textPaths = allPaths.filter((candidate) => typeof at(root, candidate) === 'string');
    const paths = mutation.op === 'taint' && textPaths.length > 0 ? textPaths : allPaths;
    const path = paths[mutation.pick % paths.length]!;
    if (path.length === 0) {
      if (mutation.op === 'add' && isContainer(root) && !Array.isArray(root)) {
        defineOwn(root, mutation.key, mutation.value);
      } else if (mutation.op === 'wrap') root = [root];
      else root = mutation.value;
      continue;
    }
    const parent = at(root, path.slice(0, -1)) as Container;
    const last = path[path.length - 1]!;
    const current = at(root, path);
    if (mutation.op === 'drop') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else Reflect.deleteProperty(parent, last);
    } else if (mutation.op === 'add' && isContainer(current) && !Array.isArray(current)) {
      defineOwn(current, mutation.key, mutation.value);
    } else if (mutation.op === 'add' && Array.isArray(current)) {
      current.push(mutation.value);
    } else {
      const replacement =
        mutation.op === 'wrap'
          ? [current]
          : mutation.op === 'retype'
            ? retype(current)
            : mutation.op === 'taint' && typeof current === 'string'
              ? taint(current, mutation.taint)
              : mutation.value;
      (parent as Record<string | number, unknown>)[last] = replacement;
    }
  }
  return root;
}
