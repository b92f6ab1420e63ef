// What other features use of leads: the lead row's type, the staff list's query, the manager-scope claim.
export type { LeadRow } from './repository';
export { leadConditions, listLeadPage, unmatchedLead } from './staff-repository';
export { ASSIGNED_TO_SOMEONE_ELSE, assertMayWorkLead, claimLeadForWork } from './workflow';
