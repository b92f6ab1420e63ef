import { Controller, useWatch } from 'react-hook-form';
import { GARDA_VETTED_REQUIRED_LABEL, isChildrenGroup } from '@shared/leads/garda-vetting';
import { sanitizePeopleCount } from '@shared/leads/request-form';
import { countVehicles, formatVehicles } from '@shared/trips/vehicles';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { errorOf, type QuoteSectionProps } from '@/features/leads/request/components/section-props';
import { useGroupVehicles } from '@/features/leads/request/hooks/use-group-vehicles';

/**
 * What the group's size and kind add to the form: how many vehicles a group larger than the
 * biggest one needs (docs/product.md#large-groups), and for a school or youth group the choice of
 * Garda-vetted drivers (docs/product.md#garda-vetted-drivers).
 */
export function GroupNeedsFields({ form, idFor }: Pick<QuoteSectionProps, 'form' | 'idFor'>) {
  const [groupType, peopleText] = useWatch({
    control: form.control,
    name: ['group_type', 'number_of_people'],
  });
  const people = Number(sanitizePeopleCount(peopleText)) || null;
  const answer = useGroupVehicles(people);
  const vehicles = answer?.vehicles ?? [];
  const count = countVehicles(vehicles);
  const error = errorOf(form, 'garda_vetted_required');
  return (
    <>
      {count > 1 ? (
        <p aria-live="polite" className="col-span-full text-sm text-gray-900">
          A group of {people} needs {count} vehicles: {formatVehicles(vehicles)} seats.
        </p>
      ) : null}
      {isChildrenGroup(groupType) ? (
        <div className="col-span-full flex flex-col gap-1">
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="garda_vetted_required"
              render={({ field }) => (
                <Checkbox
                  id={idFor('garda_vetted_required')}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  aria-invalid={error ? true : undefined}
                  onCheckedChange={(checked) => {
                    field.onChange(checked === true);
                    form.clearErrors('garda_vetted_required');
                  }}
                />
              )}
            />
            <Label htmlFor={idFor('garda_vetted_required')}>{GARDA_VETTED_REQUIRED_LABEL}</Label>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
