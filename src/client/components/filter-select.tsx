import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/utils';

export type FilterOption = { value: string; label: string };

/** Radix Select refuses '' as a value, so "no filter" travels as this. */
const ALL = '__all__';

type FilterSelectProps = {
  /** The accessible name of the control. */
  label: string;
  /** '' means "all". */
  value: string;
  /** The first option is "all" and should have the value ''. */
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
  disabled?: boolean;
};

/** A labelled single-choice filter over a list. */
export function FilterSelect(props: FilterSelectProps) {
  const { label, value, options, onChange, className, disabled } = props;
  return (
    <Select
      value={value || ALL}
      disabled={disabled}
      onValueChange={(next) => onChange(next === ALL ? '' : next)}
    >
      <SelectTrigger aria-label={label} className={cn('w-full md:w-44', className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value || ALL} value={option.value || ALL}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
