/** Where an error is shown: a field's name, or a path such as `fleet.0.seats`. */
export type FieldErrors = Record<string, string>;

/**
 * The errors without `field`'s own message and those inside it (`fleet` drops `fleet.0.seats`
 * too). The same object comes back when nothing changes, so React skips the re-render.
 */
export function dropErrors(errors: FieldErrors, field: string): FieldErrors {
  const isInside = (key: string) => key === field || key.startsWith(`${field}.`);
  if (!Object.keys(errors).some(isInside)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !isInside(key)));
}

/** Moves the focus to the control of the first message, so keyboard users land on it. */
export function focusFirstError(errors: FieldErrors, idOf: (field: string) => string): void {
  const first = Object.keys(errors)[0];
  if (first === undefined) return;
  // After React has drawn the messages, so the control is announced with its error.
  requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
}
