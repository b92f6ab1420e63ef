import { TriangleAlert } from 'lucide-react';
import { type QuoteGap, describeQuoteGap } from '@shared/marketplace/quote-gaps';
import { type QuoteLine, countsInTotal, quoteLineName } from '@shared/marketplace/quote-lines';
import type { Quote } from '@shared/marketplace/quotes';
import { formatEuro } from '@/features/marketplace/format';
import { cn } from '@/lib/utils';

/** What a line costs and whether the total holds it, in the customer's words. */
function lineTerms(line: QuoteLine): { amount: string; terms: string } {
  const amount = formatEuro(line.amount_eur);
  if (line.kind === 'standby') {
    return {
      amount: `${amount} per hour`,
      terms: line.included
        ? 'planned waits included; charged for waiting beyond the plan'
        : 'charged for each hour of waiting',
    };
  }
  if (countsInTotal(line)) {
    return { amount, terms: line.amount_eur === 0 ? 'included at no extra cost' : 'in the total' };
  }
  return { amount, terms: 'not in the total: charged apart if it arises' };
}

/** The deposit in words: '25% (€373.68)' or '€200'. */
function depositWords(quote: Pick<Quote, 'deposit' | 'deposit_eur'>): string | null {
  if (!quote.deposit || quote.deposit_eur === null) return null;
  return quote.deposit.kind === 'percent'
    ? `${quote.deposit.value}% of the total (${formatEuro(quote.deposit_eur)})`
    : formatEuro(quote.deposit_eur);
}

type QuoteBreakdownProps = {
  quote: Pick<Quote, 'lines' | 'deposit' | 'deposit_eur' | 'cancellation'>;
  /** What the trip needs that this quote leaves out (docs/product.md#quote-gaps). */
  gaps?: readonly QuoteGap[];
  className?: string;
};

/**
 * An itemised quote's lines, deposit and cancellation scale (docs/product.md#itemised-quotes).
 * A quote with its whole price as one line shows no breakdown; only its deposit and scale.
 */
export function QuoteBreakdown({ quote, gaps = [], className }: QuoteBreakdownProps) {
  const deposit = depositWords(quote);
  const itemised = quote.lines.length > 1;
  if (!itemised && !deposit && quote.cancellation.length === 0 && gaps.length === 0) return null;
  return (
    <div className={cn('flex flex-col gap-2 text-sm', className)}>
      {gaps.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-md bg-amber-50 p-2 text-amber-950">
          {gaps.map((gap) => (
            <li key={gap.kind} className="flex gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {describeQuoteGap(gap)}
            </li>
          ))}
        </ul>
      )}
      {itemised && (
        <table className="w-full">
          <caption className="sr-only">Price lines</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Amount</th>
              <th scope="col">In the total?</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => {
              const { amount, terms } = lineTerms(line);
              return (
                <tr key={index} className="border-b last:border-b-0 align-top">
                  <th scope="row" className="py-1 pr-2 text-left font-medium text-gray-900">
                    {quoteLineName(line)}
                  </th>
                  <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums">{amount}</td>
                  <td className="py-1 text-gray-700">{terms}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {deposit && (
        <p>
          <span className="text-gray-600">Deposit asked: </span>
          {deposit}
        </p>
      )}
      {quote.cancellation.length > 0 && (
        <div>
          <p className="text-gray-600">If you cancel</p>
          <ul className="list-disc pl-5">
            {quote.cancellation.map((step) => (
              <li key={step.days_before}>
                {step.days_before === 0
                  ? 'on the day'
                  : `${step.days_before} ${step.days_before === 1 ? 'day' : 'days'} or fewer before`}
                : {step.percent}% of the total
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
