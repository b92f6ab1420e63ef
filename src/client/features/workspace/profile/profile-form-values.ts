import { RECHECK_FIELDS } from '@shared/marketplace/operator-changes';
import {
  OWNER_ONLY_FIELDS,
  type CompanyProfile,
  type CompanyProfileFormValues,
  type CompanyProfilePatch,
  type ValidCompanyProfileForm,
} from '@shared/workspace/profile';
import { operatorToFormValues, pickChangedOperator } from '@/features/marketplace';

/**
 * The form starts from the company's verified details with any value waiting for review in
 * place of the old one, so what the company asked for is what it sees and edits.
 */
export function profileToFormValues(profile: CompanyProfile): CompanyProfileFormValues {
  const { notes: _notes, ...values } = operatorToFormValues(profile.company);
  const requested = profile.pending_change?.changes ?? {};
  const waiting = Object.fromEntries(
    RECHECK_FIELDS.flatMap((field) => (requested[field] ? [[field, requested[field]]] : [])),
  );
  return { ...values, ...waiting, garda_vetted: profile.company.garda_vetted };
}

/**
 * The fields that differ from what the server holds (a waiting value counts as held, so it is not
 * sent again). A dispatcher's edit leaves out what only the owner changes.
 */
export function profileChanges(
  values: ValidCompanyProfileForm,
  profile: CompanyProfile,
): Partial<CompanyProfilePatch> {
  const { garda_vetted, ...rest } = values;
  const held = { ...profile.company, ...profile.pending_change?.changes };
  const changes: Partial<CompanyProfilePatch> = pickChangedOperator(
    garda_vetted === null ? rest : { ...rest, garda_vetted },
    held,
  );
  if (profile.your_role === 'owner') return changes;
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([field]) => !(OWNER_ONLY_FIELDS as readonly string[]).includes(field),
    ),
  );
}
