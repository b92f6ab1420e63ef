import {
  ChevronDown,
  Eraser,
  Mail,
  MessageSquarePlus,
  Phone,
  RefreshCw,
  Send,
  Trash2,
} from 'lucide-react';
import type { StaffLead } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { mailtoHref, quoteEmailHref, telHref } from '@/features/leads/quote-email';

type LeadActionsProps = {
  lead: StaffLead;
  /** Left out when the viewer may not work the lead (a manager on someone else's). */
  onUpdateStatus?: (() => void) | undefined;
  onAddNotes?: (() => void) | undefined;
  /** Admins only: managers never delete leads. */
  onDelete?: () => void;
  /** Admins only, while the customer's personal data is still there. */
  onErase?: (() => void) | undefined;
};

/**
 * The four lead buttons of docs/product.md#lead-detail, each doing something real, and for
 * admins Erase Personal Data (docs/product.md#my-requests-and-privacy) and Delete.
 */
export function LeadActions({
  lead,
  onUpdateStatus,
  onAddNotes,
  onDelete,
  onErase,
}: LeadActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline">
            <Phone aria-hidden="true" />
            Contact Customer
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem asChild>
            <a href={mailtoHref(lead)}>
              <Mail aria-hidden="true" />
              Email {lead.email}
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={telHref(lead)}>
              <Phone aria-hidden="true" />
              Call {lead.mobile_number}
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button asChild variant="outline">
        <a href={quoteEmailHref(lead)}>
          <Send aria-hidden="true" />
          Send Quote
        </a>
      </Button>
      {onUpdateStatus && (
        <Button type="button" variant="outline" onClick={onUpdateStatus}>
          <RefreshCw aria-hidden="true" />
          Update Status
        </Button>
      )}
      {onAddNotes && (
        <Button type="button" variant="outline" onClick={onAddNotes}>
          <MessageSquarePlus aria-hidden="true" />
          Add Notes
        </Button>
      )}
      {onErase && (
        <Button type="button" variant="outline" onClick={onErase}>
          <Eraser aria-hidden="true" />
          Erase Personal Data
        </Button>
      )}
      {onDelete && (
        <Button type="button" variant="destructive" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
    </div>
  );
}
