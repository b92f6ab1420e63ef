import { type ParseArgsConfig, parseArgs } from 'node:util';

/** The options every load benchmark takes. */
const COMMON = {
  /** Short rounds: a smoke check that every side runs (recorded figures come from full runs). */
  quick: { type: 'boolean', default: false },
  /** The app on its embedded PGlite instead of PostgreSQL. */
  pglite: { type: 'boolean', default: false },
  /** Seconds per measured round and side, instead of the mode's default. */
  seconds: { type: 'string' },
  /** Measured rounds per side, instead of the mode's default. */
  rounds: { type: 'string' },
  /** Save the results in bench/results and add them to docs/performance.md. */
  record: { type: 'boolean', default: false },
} as const;

export type RoundLengths = { seconds: number; rounds: number };

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed<Extra extends Options> = ReturnType<
  typeof parseArgs<{ options: typeof COMMON & Extra }>
>['values'];
type CommonValues = Parsed<Record<never, never>>;

/**
 * The command line of a load benchmark: the common options plus its own `extra`, and the round
 * lengths they give — `--seconds`/`--rounds` when given, else the mode's (`--quick` or full).
 * The warm-up before measuring is 3 s per side, 0.5 s in quick mode.
 */
export function loadBenchOptions<Extra extends Options>(
  modes: { full: RoundLengths; quick: RoundLengths },
  extra: Extra,
) {
  const args = parseArgs({ options: { ...COMMON, ...extra } }).values as Parsed<Extra>;
  const common = args as CommonValues;
  const mode = common.quick ? modes.quick : modes.full;
  return {
    args,
    seconds: positive('seconds', common.seconds, mode.seconds),
    rounds: Math.round(positive('rounds', common.rounds, mode.rounds)),
    warmUpSeconds: common.quick ? 0.5 : 3,
  };
}

/** This run as it was typed, for the printed header and the recorded results. */
export function benchCommand(script: string): string {
  const argv = process.argv.slice(2).join(' ');
  return `npm run ${script}${argv ? ` -- ${argv}` : ''}`;
}

/** A results file's name: the benchmark's, then `-pglite` and `-quick` for those modes. */
export const resultsName = (name: string, mode: { pglite: boolean; quick: boolean }) =>
  `${name}${mode.pglite ? '-pglite' : ''}${mode.quick ? '-quick' : ''}`;
