import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import type { StaffLead } from '@shared/leads/management';
import { Button } from '@/components/ui/button';
import { leadPath, type LeadArea } from '@/features/leads/lead-paths';

type ViewLeadLinkProps = { lead: Pick<StaffLead, 'id' | 'full_name'>; area: LeadArea };

/** A row's 'View', to the lead's page in the viewer's area. */
export function ViewLeadLink({ lead, area }: ViewLeadLinkProps) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={leadPath(area, lead.id)} aria-label={`View ${lead.full_name}`}>
        <Eye aria-hidden="true" />
        View
      </Link>
    </Button>
  );
}
