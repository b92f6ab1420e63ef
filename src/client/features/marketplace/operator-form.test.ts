import { describe, expect, it } from 'vitest';
import {
  clientErrors,
  emptyOperatorFormValues,
  errorFieldFor,
  operatorToFormValues,
  parseOperatorForm,
  pickChangedOperator,
  serverErrors,
} from '@/features/marketplace/operator-form';
import { makeOperator } from '@/features/marketplace/testing';

describe('the bus company form', () => {
  it('places messages on the field that shows them', () => {
    expect(errorFieldFor(['company_name'])).toBe('company_name');
    expect(errorFieldFor(['base_lat'])).toBe('base_location');
    expect(errorFieldFor(['counties', 3])).toBe('counties');
    expect(errorFieldFor(['fleet'])).toBe('fleet');
    expect(errorFieldFor(['fleet', 2, 'seats'])).toBe('fleet.2.seats');
    expect(errorFieldFor(['fleet', 'x', 'seats'])).toBe('fleet');
    expect(errorFieldFor(['fleet', 0, 'amenities', 1])).toBe('fleet.0.amenities');
    expect(errorFieldFor(['unknown'])).toBeUndefined();
    expect(errorFieldFor([])).toBeUndefined();
  });

  it('keeps the first server message per field and drops keys the form cannot show', () => {
    expect(
      serverErrors({
        'fleet.0.seats': ['Too many', 'Second'],
        base_county: ['Choose one of the 32 counties'],
        surprise: ['Ignored'],
      }),
    ).toEqual({ 'fleet.0.seats': 'Too many', base_location: 'Choose one of the 32 counties' });
  });

  it('explains a typed base that was never chosen from the list', () => {
    const values = { ...emptyOperatorFormValues, base_location: 'Atlantis' };
    const result = parseOperatorForm(values);
    expect(result.success).toBe(false);
    expect(clientErrors(values, result.error!).base_location).toBe(
      'Choose the base location from the suggestions',
    );
  });

  it('round-trips a saved company and finds no change until one is made', () => {
    const operator = makeOperator({ id: 5, website: 'https://example.ie', notes: 'Good' });
    const values = operatorToFormValues(operator);
    const parsed = parseOperatorForm(values);
    expect(parsed.success).toBe(true);
    expect(pickChangedOperator(parsed.data!, operator)).toEqual({});

    const changed = parseOperatorForm({ ...values, website: '', counties: ['Cork'] });
    expect(pickChangedOperator(changed.data!, operator)).toEqual({
      website: null,
      counties: ['Cork'],
    });
  });
});
