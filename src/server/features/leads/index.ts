// What other features use of leads: the lead row's type and the staff list's query.
export type { LeadRow } from './repository';
export { leadConditions, listLeadPage, unmatchedLead } from './staff-repository';
