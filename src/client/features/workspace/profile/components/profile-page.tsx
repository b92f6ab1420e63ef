import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import type { RenderPlaceInput } from '@/features/marketplace';
import { companyProfileQueryOptions } from '@/features/workspace/profile/api';
import { ChangeStatus } from '@/features/workspace/profile/components/change-status';
import { DocumentsForm } from '@/features/workspace/profile/components/documents-form';
import { InsuranceStatus } from '@/features/workspace/profile/components/insurance-status';
import { ProfileForm } from '@/features/workspace/profile/components/profile-form';

/** /operator/profile: the company's own details (docs/product.md#profile). */
export function ProfilePage({ renderPlaceInput }: { renderPlaceInput: RenderPlaceInput }) {
  const profile = useQuery(companyProfileQueryOptions());
  if (profile.isPending) return <Spinner>Loading your company profile...</Spinner>;
  if (profile.isError) {
    return (
      <LoadError onRetry={() => void profile.refetch()}>
        Could not load your company profile: {profile.error.message}
      </LoadError>
    );
  }
  const data = profile.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <InsuranceStatus profile={data} />
      <ChangeStatus profile={data} />
      <ProfileForm
        key={`${data.pending_change?.version ?? 0}-${data.last_decision?.id ?? 0}`}
        profile={data}
        renderPlaceInput={renderPlaceInput}
      />
      <DocumentsForm profile={data} />
    </div>
  );
}
