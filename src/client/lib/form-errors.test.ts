import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';

type Values = { full_name: string; email: string; title: string };
const FIELDS = ['full_name', 'email', 'title'] as const;

/** A form whose fields are real inputs on the page, so focus can be seen. */
function renderForm() {
  const { result } = renderHook(() =>
    useForm<Values>({ defaultValues: { full_name: '', email: '', title: '' } }),
  );
  const form = result.current;
  const inputs = Object.fromEntries(
    FIELDS.map((name) => {
      const input = document.createElement('input');
      input.name = name;
      document.body.append(input);
      act(() => form.register(name).ref(input));
      return [name, input];
    }),
  ) as Record<(typeof FIELDS)[number], HTMLInputElement>;
  const messageOf = (name: (typeof FIELDS)[number]) => form.getFieldState(name).error?.message;
  return { form, inputs, messageOf };
}

const invalid = (errors: Record<string, string[]>) =>
  new ApiError(422, { message: 'The given data was invalid.', errors });

afterEach(() => document.body.replaceChildren());

describe('applyServerErrors', () => {
  it('marks each field with its first message and focuses only the first', () => {
    const { form, inputs, messageOf } = renderForm();
    let marked: string[] = [];
    act(() => {
      marked = applyServerErrors(
        form,
        invalid({
          email: ['Enter a valid email address', 'Email is taken'],
          title: ['Must be at most 120 characters'],
        }),
      );
    });
    expect(marked).toEqual(['email', 'title']);
    expect(messageOf('email')).toBe('Enter a valid email address');
    expect(messageOf('title')).toBe('Must be at most 120 characters');
    expect(messageOf('full_name')).toBeUndefined();
    expect(document.activeElement).toBe(inputs.email);
  });

  it("falls back to the error's message for a field sent without one", () => {
    const { form, messageOf } = renderForm();
    act(() => void applyServerErrors(form, invalid({ full_name: [] })));
    expect(messageOf('full_name')).toBe('The given data was invalid.');
  });

  it('reads the fields under the prefix and leaves the rest to the caller', () => {
    const { form, inputs, messageOf } = renderForm();
    let marked: string[] = [];
    act(() => {
      marked = applyServerErrors(
        form,
        invalid({ slug: ['Taken'], 'content.title': ['Title is required'] }),
        { prefix: 'content.' },
      );
    });
    expect(marked).toEqual(['title']);
    expect(messageOf('title')).toBe('Title is required');
    expect(document.activeElement).toBe(inputs.title);
  });

  it.each([
    ['an error that is not from the API', new Error('Offline')],
    ['an API error without field errors', new ApiError(500, { message: 'Busy' })],
    ['an API error without a body', new ApiError(502, undefined)],
  ])('marks nothing for %s', (_case, error) => {
    const { form, messageOf } = renderForm();
    let marked: string[] = ['unset'];
    act(() => {
      marked = applyServerErrors(form, error);
    });
    expect(marked).toEqual([]);
    expect(FIELDS.map(messageOf)).toEqual([undefined, undefined, undefined]);
    expect(document.activeElement).toBe(document.body);
  });
});
