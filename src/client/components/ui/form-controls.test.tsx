import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';

describe('form controls', () => {
  it('Label associates with Input and Textarea', () => {
    render(
      <>
        <Label htmlFor="pickup">Pick-up town</Label>
        <Input id="pickup" />
        <Label htmlFor="notes">Notes</Label>
        <Textarea id="notes" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Pick-up town' })).toHaveAttribute(
      'data-slot',
      'input',
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('data-slot', 'textarea');
  });

  it('Checkbox and Switch are labelled and toggle', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox id="wheelchair" />
        <Label htmlFor="wheelchair">Wheelchair accessible</Label>
        <Switch id="return" />
        <Label htmlFor="return">Return journey</Label>
      </>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Wheelchair accessible' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();

    const toggle = screen.getByRole('switch', { name: 'Return journey' });
    await user.click(screen.getByText('Return journey'));
    expect(toggle).toBeChecked();
  });

  it('Select trigger is a labelled combobox with Radix aria attributes', () => {
    render(
      <>
        <Label htmlFor="vehicle">Vehicle</Label>
        <Select>
          <SelectTrigger id="vehicle">
            <SelectValue placeholder="Choose a vehicle" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="minibus">Minibus</SelectItem>
            <SelectItem value="coach">Coach</SelectItem>
          </SelectContent>
        </Select>
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Vehicle' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-autocomplete', 'none');
    expect(trigger).toHaveAttribute('data-slot', 'select-trigger');
    expect(trigger).toHaveTextContent('Choose a vehicle');
  });
});
