import { QuotesPage } from '@/features/workspace/quotes/components/quotes-page';

/** /operator/quotes: the company's quotes by status, with totals. */
function OperatorQuotesRoute() {
  return <QuotesPage />;
}

export { OperatorQuotesRoute as Component };
