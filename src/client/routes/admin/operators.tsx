import { OperatorManagement } from '@/features/marketplace/components/operator-management';
import type { PlaceInputProps } from '@/features/marketplace/components/operator-form-fields';
import { PlaceCombobox } from '@/features/places/components/place-combobox';

/** The quote form's place search, lent to the company form for the base location. */
function renderPlaceInput(props: PlaceInputProps) {
  return <PlaceCombobox {...props} />;
}

/** /admin/operators — the shell (title, guard) comes from the admin layout. */
export function AdminOperatorsPage() {
  return <OperatorManagement renderPlaceInput={renderPlaceInput} />;
}

export { AdminOperatorsPage as Component };
