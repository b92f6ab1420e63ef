import { z } from 'zod';

/**
 * The itemised quote (docs/product.md#itemised-quotes): price lines, each included in the all-in
 * total or not, the deposit asked and the cancellation scale. The server adds up the total from
 * the lines; a total sent by the browser is never used.
 */
export const QUOTE_LINE_KINDS = [
  'base',
  'second_driver',
  'driver_overnight',
  'tolls',
  'parking',
  'empty_running',
  'standby',
  'extra',
] as const;
export const quoteLineKindSchema = z.enum(QUOTE_LINE_KINDS);
export type QuoteLineKind = z.infer<typeof quoteLineKindSchema>;

export const QUOTE_LINE_LABELS: Record<QuoteLineKind, string> = {
  base: 'Vehicle and driver',
  second_driver: 'Second driver',
  driver_overnight: 'Driver overnight',
  tolls: 'Tolls',
  parking: 'Parking',
  empty_running: 'Empty running',
  standby: 'Standby per hour',
  extra: 'Extra',
};

export const QUOTE_PRICE_MAX_EUR = 100_000;
export const MAX_QUOTE_LINES = 20;
export const MAX_CANCELLATION_STEPS = 10;
/** A cancellation step further ahead than a year says nothing a customer can use. */
export const MAX_CANCELLATION_DAYS = 365;

export const QUOTE_LINE_ERRORS = {
  baseFirst: 'The first line is the vehicle and driver',
  oneBase: 'A quote has one vehicle and driver line',
  baseIncluded: 'The vehicle and driver are always in the total',
  basePositive: 'Enter the price for the vehicle and driver',
  repeated: 'This line is already on the quote',
  extraLabel: 'Say what the extra is',
  totalTooHigh: `The total must be at most €${QUOTE_PRICE_MAX_EUR.toLocaleString('en-IE')}`,
  depositAboveTotal: 'The deposit cannot be more than the total',
  cancellationRepeated: 'Each number of days appears once',
  cancellationCheaperLater: 'Cancelling later cannot cost less than cancelling earlier',
} as const;

/** Euro with at most two decimals, zero allowed (a line included at no extra charge). */
export const euroAmount = (label: string) =>
  z
    .number({ error: `Enter ${label} in euro` })
    .min(0, 'An amount cannot be negative')
    .max(QUOTE_PRICE_MAX_EUR, QUOTE_LINE_ERRORS.totalTooHigh)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'An amount can have at most two decimals',
    });

export const quoteLineSchema = z.object({
  kind: quoteLineKindSchema,
  /** What an extra is ('Wi-Fi on board'); other kinds are named by their kind. */
  label: z.string().trim().max(80, 'At most 80 characters').nullish(),
  /** For `standby`, the rate per hour of waiting beyond the plan; for the others, the amount. */
  amount_eur: euroAmount('the amount'),
  /**
   * In the all-in total, or charged apart. A standby rate is never in the total: included means
   * the waiting the trip needs costs nothing more.
   */
  included: z.boolean(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** The lines that add to the total: included ones, apart from the standby rate. */
export const countsInTotal = (line: Pick<QuoteLine, 'kind' | 'included'>) =>
  line.included && line.kind !== 'standby';

/** The all-in total in cents, from the lines alone. */
export function quoteTotalCents(
  lines: readonly Pick<QuoteLine, 'kind' | 'included' | 'amount_eur'>[],
) {
  return lines.reduce(
    (sum, line) => (countsInTotal(line) ? sum + Math.round(line.amount_eur * 100) : sum),
    0,
  );
}

export const quoteLinesSchema = z
  .array(quoteLineSchema)
  .min(1, QUOTE_LINE_ERRORS.basePositive)
  .max(MAX_QUOTE_LINES, `A quote has at most ${MAX_QUOTE_LINES} lines`)
  .superRefine((lines, context) => {
    const seen = new Set<QuoteLineKind>();
    lines.forEach((line, index) => {
      const issue = (message: string, field: string) =>
        context.addIssue({ code: 'custom', path: [index, field], message });
      if (index === 0 && line.kind !== 'base') issue(QUOTE_LINE_ERRORS.baseFirst, 'kind');
      if (line.kind === 'base') {
        if (index > 0) issue(QUOTE_LINE_ERRORS.oneBase, 'kind');
        if (!line.included) issue(QUOTE_LINE_ERRORS.baseIncluded, 'included');
        if (line.amount_eur <= 0) issue(QUOTE_LINE_ERRORS.basePositive, 'amount_eur');
      } else if (line.kind === 'extra') {
        if (!line.label) issue(QUOTE_LINE_ERRORS.extraLabel, 'label');
      } else if (seen.has(line.kind)) {
        issue(QUOTE_LINE_ERRORS.repeated, 'kind');
      }
      seen.add(line.kind);
    });
    if (quoteTotalCents(lines) > QUOTE_PRICE_MAX_EUR * 100) {
      context.addIssue({ code: 'custom', path: [], message: QUOTE_LINE_ERRORS.totalTooHigh });
    }
  });

/** The deposit asked when the customer accepts: a share of the total, or an amount. */
export const depositSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    value: z
      .number({ error: 'Enter the deposit as a percentage' })
      .int('Use a whole percentage')
      .min(1, 'A deposit is at least 1%')
      .max(100, 'A deposit is at most 100%'),
  }),
  z.object({
    kind: z.literal('eur'),
    value: euroAmount('the deposit').refine((value) => value > 0, 'A deposit is more than €0'),
  }),
]);
export type Deposit = z.infer<typeof depositSchema>;

/** The deposit in cents for a total in cents. */
export const depositCents = (deposit: Deposit, totalCents: number) =>
  deposit.kind === 'eur'
    ? Math.round(deposit.value * 100)
    : Math.round((totalCents * deposit.value) / 100);

export const cancellationStepSchema = z.object({
  /** Cancelling this many days or fewer before the journey... */
  days_before: z
    .number({ error: 'Enter a number of days' })
    .int('Use whole days')
    .min(0, 'Days cannot be negative')
    .max(MAX_CANCELLATION_DAYS, `At most ${MAX_CANCELLATION_DAYS} days`),
  /** ...costs this share of the total. */
  percent: z
    .number({ error: 'Enter a percentage' })
    .int('Use a whole percentage')
    .min(0, 'At least 0%')
    .max(100, 'At most 100%'),
});
export type CancellationStep = z.infer<typeof cancellationStepSchema>;

/**
 * The cancellation scale, furthest ahead first once read: each step charges at least as much as
 * the one further ahead.
 */
export const cancellationScaleSchema = z
  .array(cancellationStepSchema)
  .max(MAX_CANCELLATION_STEPS, `At most ${MAX_CANCELLATION_STEPS} steps`)
  .superRefine((steps, context) => {
    const days = new Set<number>();
    steps.forEach((step, index) => {
      if (days.has(step.days_before)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'days_before'],
          message: QUOTE_LINE_ERRORS.cancellationRepeated,
        });
      }
      days.add(step.days_before);
      const cheaperCloser = steps.some(
        (other) => other.days_before > step.days_before && other.percent > step.percent,
      );
      if (cheaperCloser) {
        context.addIssue({
          code: 'custom',
          path: [index, 'percent'],
          message: QUOTE_LINE_ERRORS.cancellationCheaperLater,
        });
      }
    });
  })
  .transform((steps) => [...steps].sort((a, b) => b.days_before - a.days_before));

/** The lines a quote sent before itemised quotes reads as: its whole price as the base. */
export const baseLineOnly = (priceEur: number): QuoteLine[] => [
  { kind: 'base', label: null, amount_eur: priceEur, included: true },
];

/** 'Wi-Fi on board' for an extra, 'Tolls' for the others. */
export const quoteLineName = (line: Pick<QuoteLine, 'kind' | 'label'>) =>
  line.kind === 'extra' && line.label ? line.label : QUOTE_LINE_LABELS[line.kind];
