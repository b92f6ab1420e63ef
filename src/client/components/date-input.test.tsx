import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from '@/components/date-input';

/** A form field of one date, its value shown beside it as the form would send it. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">Date of Travel</label>
      <DateInput id="when" value={value} onChange={setValue} />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('2026-01-05')}>
        Prefill
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Date of Travel' });

describe('DateInput', () => {
  it('is a text box, not the browser date picker whose format follows the browser language', () => {
    render(<Harness />);
    expect(field()).toHaveAttribute('type', 'text');
  });

  it('shows a stored date as dd/mm/yyyy', () => {
    render(<Harness initial="2027-03-14" />);
    expect(field()).toHaveValue('14/03/2027');
  });

  it('gives the form YYYY-MM-DD once the typed text is a real day/month/year date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '4/3/2027');
    expect(screen.getByRole('status')).toHaveTextContent('2027-03-04');
    // The text is left as typed while typing, and tidied on leaving the field.
    expect(field()).toHaveValue('4/3/2027');
    await user.tab();
    expect(field()).toHaveValue('04/03/2027');
  });

  it('gives the form the text itself while it is not a date, so the schema can say so', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '31/02/2027');
    expect(screen.getByRole('status')).toHaveTextContent('31/02/2027');
    await user.tab();
    expect(field()).toHaveValue('31/02/2027');
  });

  it('shows a value the form sets from outside', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2027-03-14" />);
    await user.click(screen.getByRole('button', { name: 'Prefill' }));
    expect(field()).toHaveValue('05/01/2026');
  });
});
