import { z } from 'zod';
import type { DriverVerdict } from '../trips/itinerary';
import { type TripCheck, likelyTollsSentence, tolledRoadWords } from '../trips/trip-check';
import type { QuoteLine, QuoteLineKind } from './quote-lines';

/**
 * What a quote leaves out that the trip needs (docs/product.md#quote-gaps): a second driver or a
 * driver overnight when a day's driver-hours verdict says so and the line is not in the total,
 * and tolls when the route likely uses a tolled road and the quote does not list them at all
 * (a tolls line charged apart still tells the customer about them). Days count from 1.
 */
export const quoteGapSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('second_driver'), days: z.array(z.number().int()) }),
  z.object({ kind: z.literal('driver_overnight'), days: z.array(z.number().int()) }),
  z.object({ kind: z.literal('tolls'), roads: z.array(z.string()) }),
]);
export type QuoteGap = z.infer<typeof quoteGapSchema>;

/** The quote as the check reads it; `includes_tolls` is the yes/no of a quote without lines. */
type CheckedQuote = {
  lines: readonly Pick<QuoteLine, 'kind' | 'included'>[];
  includes_tolls?: boolean;
};
type TripNeeds = { verdicts: readonly DriverVerdict[]; tolled_roads?: readonly string[] };

const daysWith = (verdicts: readonly DriverVerdict[], verdict: DriverVerdict) =>
  verdicts.flatMap((each, index) => (each === verdict ? [index + 1] : []));

export function quoteGaps(quote: CheckedQuote, needs: TripNeeds): QuoteGap[] {
  const inTotal = (kind: QuoteLineKind) =>
    quote.lines.some((line) => line.kind === kind && line.included);
  const gaps: QuoteGap[] = [];
  const secondDriverDays = daysWith(needs.verdicts, 'second_driver');
  if (secondDriverDays.length > 0 && !inTotal('second_driver'))
    gaps.push({ kind: 'second_driver', days: secondDriverDays });
  const overnightDays = daysWith(needs.verdicts, 'overnight');
  if (overnightDays.length > 0 && !inTotal('driver_overnight'))
    gaps.push({ kind: 'driver_overnight', days: overnightDays });
  const roads = needs.tolled_roads ?? [];
  const listsTolls = quote.includes_tolls || quote.lines.some((line) => line.kind === 'tolls');
  if (roads.length > 0 && !listsTolls) gaps.push({ kind: 'tolls', roads: [...roads] });
  return gaps;
}

/** 'day 1', 'days 1 and 3', 'days 1, 2 and 4'. */
function dayWords(days: readonly number[]): string {
  if (days.length === 1) return `day ${days[0]}`;
  return `days ${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

/** The flag in plain words, as the comparison page shows it next to the quote's breakdown. */
export function describeQuoteGap(gap: QuoteGap): string {
  switch (gap.kind) {
    case 'second_driver':
      return `This trip needs a second driver on ${dayWords(gap.days)}; this quote does not include one.`;
    case 'driver_overnight':
      return `This trip needs a driver overnight on ${dayWords(gap.days)}; this quote does not include one.`;
    case 'tolls':
      return `This route likely uses ${tolledRoadWords(gap.roads)}; this quote does not list tolls.`;
  }
}

/**
 * The lines a new quote starts with beyond the base, and why (docs/product.md#quote-gaps): the
 * company prices them or removes them. The reason is the verdict's own words, day by day.
 */
export function proposedQuoteLines(
  check: TripCheck | null,
): { kind: Exclude<QuoteLineKind, 'base'>; reason: string }[] {
  if (!check) return [];
  const why = (verdict: DriverVerdict) =>
    check.days
      .flatMap((day, index) =>
        day.verdict === verdict
          ? [`${check.days.length > 1 ? `Day ${index + 1}: ` : ''}${day.reasons.join(' ')}`]
          : [],
      )
      .join(' ');
  const verdicts = check.days.map((day) => day.verdict);
  const proposals: { kind: Exclude<QuoteLineKind, 'base'>; reason: string }[] = [];
  if (verdicts.includes('second_driver'))
    proposals.push({ kind: 'second_driver', reason: why('second_driver') });
  if (verdicts.includes('overnight'))
    proposals.push({ kind: 'driver_overnight', reason: why('overnight') });
  if (check.tolled_roads.length > 0)
    proposals.push({ kind: 'tolls', reason: likelyTollsSentence(check.tolled_roads) });
  return proposals;
}
