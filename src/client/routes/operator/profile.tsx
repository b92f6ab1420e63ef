import type { PlaceInputProps } from '@/features/marketplace';
import { PlaceCombobox } from '@/features/places/components/place-combobox';
import { ProfilePage } from '@/features/workspace/profile/components/profile-page';

/** The quote form's place search, lent to the profile form for the base location. */
function renderPlaceInput(props: PlaceInputProps) {
  return <PlaceCombobox {...props} />;
}

/** /operator/profile — the shell (title, guard) comes from the workspace layout. */
function OperatorProfilePage() {
  return <ProfilePage renderPlaceInput={renderPlaceInput} />;
}

export { OperatorProfilePage as Component };
