import { describe, expect, it } from 'vitest';
import { operatorFormSchema } from '@shared/marketplace/operators';
import {
  emptyOperatorFormValues,
  operatorFormError,
  operatorToFormValues,
  pickChangedOperator,
} from '@/features/marketplace/operator-form';
import { makeOperator } from '@/features/marketplace/testing';

const check = (values: unknown) =>
  operatorFormSchema.safeParse(values, { error: operatorFormError });
const messages = (values: unknown) =>
  Object.fromEntries(
    (check(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the bus company form', () => {
  it('explains a typed base that was never chosen from the list', () => {
    const found = messages({ ...emptyOperatorFormValues(), base_location: 'Atlantis' });
    expect(found.base_location).toBeUndefined();
    expect(found.base_county).toBe('Choose the base location from the suggestions');
    expect(found.base_lat).toBe('Choose the base location from the suggestions');
  });

  it('asks for a number where seats were left blank', () => {
    expect(messages(emptyOperatorFormValues())['fleet.0.seats']).toBe('Enter a number');
  });

  it('round-trips a saved company and finds no change until one is made', () => {
    const operator = makeOperator({ id: 5, website: 'https://example.ie', notes: 'Good' });
    const values = operatorToFormValues(operator);
    const parsed = check(values);
    expect(parsed.success).toBe(true);
    expect(pickChangedOperator(parsed.data!, operator)).toEqual({});

    const changed = check({ ...values, website: '', counties: ['Cork'] });
    expect(pickChangedOperator(changed.data!, operator)).toEqual({
      website: null,
      counties: ['Cork'],
    });
  });
});
