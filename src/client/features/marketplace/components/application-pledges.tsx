import { Controller, type UseFormReturn } from 'react-hook-form';
import type {
  ApplicationFormValues,
  applicationFormSchema,
} from '@shared/marketplace/applications';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/form-field';
import { fieldId } from '@/features/marketplace/operator-form';

type PledgesProps = {
  form: UseFormReturn<ApplicationFormValues, unknown, z.output<typeof applicationFormSchema>>;
  termsHref: string;
};

type GardaVettedValues = { garda_vetted: boolean | null };
type GardaVettedProps = {
  form: UseFormReturn<GardaVettedValues, unknown, unknown>;
  /** Why it cannot be changed here, when it cannot (a dispatcher's profile). */
  lockedReason?: string | undefined;
};

/** "Our drivers are Garda-vetted": yes or no, unanswered until one is picked. */
export function GardaVettedField({ form, lockedReason }: GardaVettedProps) {
  const vettedError = form.formState.errors.garda_vetted?.message;
  const vettedId = fieldId('garda_vetted');
  const describedBy = [
    vettedError ? `${vettedId}-error` : null,
    lockedReason ? `${vettedId}-hint` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Controller
      control={form.control}
      name="garda_vetted"
      render={({ field }) => (
        <fieldset
          className="flex flex-col gap-2"
          disabled={lockedReason !== undefined}
          aria-describedby={describedBy || undefined}
        >
          <legend className="mb-2 text-sm font-medium">
            Our drivers are Garda-vetted
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          </legend>
          {[
            { value: true, label: 'Yes' },
            { value: false, label: 'No' },
          ].map((option, index) => (
            <label key={option.label} className="flex items-center gap-2 text-sm">
              <input
                ref={index === 0 ? field.ref : undefined}
                type="radio"
                name={field.name}
                className="size-4"
                checked={field.value === option.value}
                aria-invalid={vettedError ? true : undefined}
                onChange={() => field.onChange(option.value)}
              />
              {option.label}
            </label>
          ))}
          {lockedReason ? (
            <p id={`${vettedId}-hint`} className="text-sm text-muted-foreground">
              {lockedReason}
            </p>
          ) : null}
          {vettedError ? <FieldError id={`${vettedId}-error`}>{vettedError}</FieldError> : null}
        </fieldset>
      )}
    />
  );
}

/** "Our drivers are Garda-vetted" (yes/no) and the partner terms' acceptance. */
export function ApplicationPledges({ form, termsHref }: PledgesProps) {
  const termsError = form.formState.errors.terms_accepted?.message;
  const termsId = fieldId('terms_accepted');
  return (
    <div className="flex flex-col gap-6">
      <GardaVettedField form={form as unknown as GardaVettedProps['form']} />
      <Controller
        control={form.control}
        name="terms_accepted"
        render={({ field }) => (
          <div className="flex flex-col gap-2">
            <div className="flex items-start gap-2">
              <Checkbox
                ref={field.ref}
                id={termsId}
                checked={field.value}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? `${termsId}-error` : undefined}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <Label htmlFor={termsId} className="font-normal">
                I accept the partner terms
              </Label>
            </div>
            <a
              href={termsHref}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-blue-800 underline"
            >
              Read the partner terms (opens in a new tab)
            </a>
            {termsError ? <FieldError id={`${termsId}-error`}>{termsError}</FieldError> : null}
          </div>
        )}
      />
    </div>
  );
}
