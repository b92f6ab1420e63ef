import { useState, type ComponentProps } from 'react';
import { parseInputDate, toInputDate } from '@shared/dates';
import { Input } from '@/components/ui/input';

type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The form's value: YYYY-MM-DD, or what was typed while it is not a date yet ('' when empty). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date typed as dd/mm/yyyy whatever the browser's language (docs/product.md#dates): the form
 * holds YYYY-MM-DD as soon as the text is a real date, and the text itself otherwise, so the
 * schema's `Enter the date as dd/mm/yyyy` names what is wrong. Not `type="date"`, which shows
 * and reads dates in the browser's locale (mm/dd/yyyy in an American one).
 */
export function DateInput({ value, onChange, onBlur, ...props }: DateInputProps) {
  const [text, setText] = useState(() => toInputDate(value));
  const [lastValue, setLastValue] = useState(value);
  // A value set from outside (a reset, a prefill) replaces the text; one we sent does not.
  if (value !== lastValue) {
    setLastValue(value);
    if ((parseInputDate(text) ?? text) !== value) setText(toInputDate(value));
  }
  return (
    <Input
      {...props}
      type="text"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseInputDate(event.target.value) ?? event.target.value);
      }}
      onBlur={(event) => {
        const iso = parseInputDate(text);
        if (iso) setText(toInputDate(iso));
        onBlur?.(event);
      }}
    />
  );
}
