import { defaultHomeContent } from '@shared/content/defaults';
import { APPLY_META } from '@shared/content/page-meta';
import { PublicLayout } from '@/features/content/site/public-layout';
import { usePageMeta } from '@/features/content/site/use-page-meta';
import { ApplicationPage } from '@/features/marketplace/components/application-page';
import type { PlaceInputProps } from '@/features/marketplace/components/operator-form-fields';
import { PlaceCombobox } from '@/features/places/components/place-combobox';
import { paths } from '@/lib/paths';
import { renderContentIcon } from './home';

/** The quote form's place search, lent to the application for the base location. */
function renderPlaceInput(props: PlaceInputProps) {
  return <PlaceCombobox {...props} />;
}

/** `/operators/join`: "For bus companies" (docs/product.md#for-bus-companies). */
export function OperatorsJoinRoute() {
  usePageMeta(APPLY_META);
  return (
    <PublicLayout header={defaultHomeContent.header} renderIcon={renderContentIcon}>
      <div className="bg-slate-50 py-10 sm:py-14">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <ApplicationPage renderPlaceInput={renderPlaceInput} termsHref={paths.partnerTerms} />
        </div>
      </div>
    </PublicLayout>
  );
}

export { OperatorsJoinRoute as Component };
