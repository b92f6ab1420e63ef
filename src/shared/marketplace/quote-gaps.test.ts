import { describe, expect, it } from 'vitest';
import { describeQuoteGap, proposedQuoteLines, quoteGaps } from './quote-gaps';
import type { QuoteLine } from './quote-lines';

const line = (kind: QuoteLine['kind'], included = true) => ({ kind, included });
const base = line('base');

describe('quoteGaps', () => {
  it('flags a missing or excluded second driver only when a day needs one, naming the days', () => {
    expect(quoteGaps({ lines: [base] }, { verdicts: ['one_driver', 'breaks'] })).toEqual([]);
    expect(quoteGaps({ lines: [base] }, { verdicts: ['breaks', 'second_driver'] })).toEqual([
      { kind: 'second_driver', days: [2] },
    ]);
    expect(
      quoteGaps({ lines: [base, line('second_driver', false)] }, { verdicts: ['second_driver'] }),
    ).toEqual([{ kind: 'second_driver', days: [1] }]);
    expect(
      quoteGaps({ lines: [base, line('second_driver')] }, { verdicts: ['second_driver'] }),
    ).toEqual([]);
  });

  it('flags a missing driver overnight when a day needs one', () => {
    expect(
      quoteGaps({ lines: [base] }, { verdicts: ['overnight', 'second_driver', 'overnight'] }),
    ).toEqual([
      { kind: 'second_driver', days: [2] },
      { kind: 'driver_overnight', days: [1, 3] },
    ]);
    expect(
      quoteGaps({ lines: [base, line('driver_overnight')] }, { verdicts: ['overnight'] }),
    ).toEqual([]);
  });

  it('flags tolls on a likely tolled route only when the quote does not list them at all', () => {
    const needs = { verdicts: ['one_driver' as const], tolled_roads: ['M4', 'M6'] };
    expect(quoteGaps({ lines: [base] }, needs)).toEqual([{ kind: 'tolls', roads: ['M4', 'M6'] }]);
    // Charged apart is still listed: the customer knows of them.
    expect(quoteGaps({ lines: [base, line('tolls', false)] }, needs)).toEqual([]);
    // A quote sent before itemised quotes said yes/no to tolls.
    expect(quoteGaps({ lines: [base], includes_tolls: true }, needs)).toEqual([]);
    expect(quoteGaps({ lines: [base] }, { verdicts: ['one_driver'], tolled_roads: [] })).toEqual(
      [],
    );
  });
});

describe('describeQuoteGap', () => {
  it('says in plain words what the trip needs and the quote leaves out', () => {
    expect(describeQuoteGap({ kind: 'second_driver', days: [1] })).toBe(
      'This trip needs a second driver on day 1; this quote does not include one.',
    );
    expect(describeQuoteGap({ kind: 'driver_overnight', days: [1, 2, 4] })).toBe(
      'This trip needs a driver overnight on days 1, 2 and 4; this quote does not include one.',
    );
    expect(describeQuoteGap({ kind: 'tolls', roads: ['M1'] })).toBe(
      'This route likely uses a tolled road (M1); this quote does not list tolls.',
    );
    expect(describeQuoteGap({ kind: 'tolls', roads: ['M4', 'M6'] })).toBe(
      'This route likely uses tolled roads (M4, M6); this quote does not list tolls.',
    );
  });
});

describe('proposedQuoteLines', () => {
  it('proposes the lines the check calls for, with the verdict reasons as the why', () => {
    expect(proposedQuoteLines(null)).toEqual([]);
    expect(
      proposedQuoteLines({
        days: [
          { date: '2027-06-15', verdict: 'overnight', reasons: ['The driver stays away.'] },
          { date: '2027-06-16', verdict: 'second_driver', reasons: ['11 h of driving.'] },
        ],
        tolled_roads: ['M1'],
      }),
    ).toEqual([
      { kind: 'second_driver', reason: 'Day 2: 11 h of driving.' },
      { kind: 'driver_overnight', reason: 'Day 1: The driver stays away.' },
      { kind: 'tolls', reason: 'This route likely uses a tolled road (M1).' },
    ]);
    expect(
      proposedQuoteLines({
        days: [{ date: '2027-06-15', verdict: 'breaks', reasons: ['5 h of driving.'] }],
        tolled_roads: [],
      }),
    ).toEqual([]);
  });
});
