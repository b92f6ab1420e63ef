import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export const LEAD_NOT_FOUND_FALLBACK = 'The requested lead could not be found.';

type LeadNotFoundProps = { message?: string; backTo: string };

/**
 * 'Lead Not Found' with the error text (or the fallback) and 'Back to Leads'
 * (docs/product.md#lead-detail).
 */
export function LeadNotFound({ message, backTo }: LeadNotFoundProps) {
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <h2 className="text-xl font-semibold">Lead Not Found</h2>
      <p role="alert" className="text-destructive">
        {message || LEAD_NOT_FOUND_FALLBACK}
      </p>
      <Button asChild>
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          Back to Leads
        </Link>
      </Button>
    </div>
  );
}
