/**
 * A request's reference, `CH-` and five characters that cannot be misread for one another: no
 * 0, 1, I, L or O (docs/product.md#references). The database computes them from the lead's id
 * (`ch_reference_of()`, migration 0016) in the same alphabet.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PREFIX = 'CH-';

const REFERENCE_TEXT = /^(?:ch-?)?([2-9a-hjkmnp-z]{5})$/i;

/**
 * The reference a search names, whatever its case and with or without `CH-` (`7k3q9`,
 * `ch-7K3Q9`), as stored; null when the text cannot be one.
 */
export function referenceInSearch(search: string | undefined): string | null {
  const match = search ? REFERENCE_TEXT.exec(search.trim()) : null;
  return match ? `${REFERENCE_PREFIX}${match[1]!.toUpperCase()}` : null;
}
