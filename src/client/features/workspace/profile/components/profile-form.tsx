import { toast } from 'sonner';
import { RECHECK_FIELDS } from '@shared/marketplace/operator-changes';
import {
  OWNER_ONLY_FIELDS,
  OWNER_ONLY_MESSAGE,
  companyProfileFormSchema,
  type CompanyProfile,
  type ValidCompanyProfileForm,
} from '@shared/workspace/profile';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { applyServerErrors } from '@/lib/form-errors';
import {
  CompanyFields,
  GardaVettedField,
  type OperatorSectionProps,
  type RenderPlaceInput,
  ServiceFields,
  VatField,
  operatorFormError,
} from '@/features/marketplace';
import { useSaveProfile } from '@/features/workspace/profile/api';
import {
  profileChanges,
  profileToFormValues,
} from '@/features/workspace/profile/profile-form-values';

type ProfileFormProps = { profile: CompanyProfile; renderPlaceInput: RenderPlaceInput };

/** The company's details: the admin form's sections, the owner-only ones locked for dispatchers. */
export function ProfileForm({ profile, renderPlaceInput }: ProfileFormProps) {
  const form = useSchemaForm(companyProfileFormSchema, {
    defaultValues: profileToFormValues(profile),
    error: operatorFormError,
  });
  // The admin form's sections edit the fields both forms share, by the same names.
  const shared = form as unknown as OperatorSectionProps['form'];
  const save = useSaveProfile();
  const isOwner = profile.your_role === 'owner';
  const lockedReason = isOwner ? undefined : OWNER_ONLY_MESSAGE;
  const locked = lockedReason ? { names: OWNER_ONLY_FIELDS, reason: lockedReason } : undefined;

  async function submit(values: ValidCompanyProfileForm) {
    const changes = profileChanges(values, profile);
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing has changed');
      return;
    }
    try {
      const saved = await save.mutateAsync(changes);
      const waits = RECHECK_FIELDS.some((field) => field in changes);
      toast.success(
        waits ? 'Saved. The changes that need a check are waiting for review.' : 'Profile saved',
      );
      form.reset(profileToFormValues(saved));
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(error instanceof Error ? error.message : 'Could not save your profile');
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="profile-details"
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-6"
    >
      <h2 id="profile-details" className="text-xl font-semibold">
        Company details
      </h2>
      <p className="text-sm text-muted-foreground">
        A new company name, licence number or insurance date goes to our team for a check before it
        counts; until then your company is matched on its current details. Everything else applies
        at once.
      </p>
      <CompanyFields form={shared} locked={locked} />
      <ServiceFields form={shared} renderPlaceInput={renderPlaceInput} />
      <VatField form={shared} audience="company" lockedReason={lockedReason} />
      <GardaVettedField
        form={form as unknown as Parameters<typeof GardaVettedField>[0]['form']}
        lockedReason={lockedReason}
      />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}
