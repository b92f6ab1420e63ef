import type { Ref } from 'react';
import { COUNTIES, type County } from '@shared/marketplace/operators';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/form-field';
import { fieldId } from '@/features/marketplace/operator-form';

type CountyCheckboxesProps = {
  /** The first box, which a message on the list focuses. */
  ref?: Ref<HTMLButtonElement>;
  value: County[];
  onChange: (counties: County[]) => void;
  error?: string;
};

/** The counties a company serves: 32 checkboxes, with All / None for the common cases. */
export function CountyCheckboxes({ ref, value, onChange, error }: CountyCheckboxesProps) {
  const errorId = `${fieldId('counties')}-error`;
  const countId = `${fieldId('counties')}-count`;
  const chosen = new Set(value);
  // Kept in the island's order whatever the clicking order, so saved lists compare equal.
  const toggle = (county: County, on: boolean) =>
    onChange(COUNTIES.filter((name) => (name === county ? on : chosen.has(name))));

  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="mb-2 text-sm font-medium">
        Counties served
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...COUNTIES])}>
          All<span className="sr-only"> counties</span>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([])}>
          None<span className="sr-only"> of the counties</span>
        </Button>
        <span id={countId} className="text-sm text-muted-foreground">
          {value.length} of {COUNTIES.length} selected
        </span>
      </div>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {COUNTIES.map((county) => {
          const id = `${fieldId('counties')}-${county}`;
          return (
            <div key={county} className="flex items-center gap-2">
              <Checkbox
                ref={county === COUNTIES[0] ? ref : undefined}
                id={id}
                checked={chosen.has(county)}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(checked) => toggle(county, checked === true)}
              />
              <Label htmlFor={id} className="font-normal">
                {county}
              </Label>
            </div>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
