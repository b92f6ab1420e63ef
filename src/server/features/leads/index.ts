// What other features use of leads: the lead row's type, the duplicate check the new lead's job
// runs, the staff list's query and one staff
// lead (privacy's erasure answers with it), the manager-scope claim.
export { type LeadRow, findLeadsOfJobs, flagDuplicateLeads } from './repository';
export { findStaffLead, leadConditions, listLeadPage, unmatchedLead } from './staff-repository';
export { ASSIGNED_TO_SOMEONE_ELSE, assertMayWorkLead, claimLeadForWork } from './workflow';
