/**
 * Search text and place names are compared in one normal form: accents and fadas dropped
 * ("Dún" → "dun"), lower case, apostrophes removed ("Giant's" → "giants", "O'Connell" →
 * "oconnell"), "&" read as "and", and every other run of non-letters/digits one space.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`\u00b4]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Abbreviations written either way in Irish place names: St Patrick's / Saint Patrick's. */
const INTERCHANGEABLE = new Map([
  ['st', 'saint'],
  ['saint', 'st'],
  ['mt', 'mount'],
  ['mount', 'mt'],
]);

/**
 * The normalised forms a place name is indexed under: itself, and with every abbreviation
 * swapped, so "mt merrion", "mount merrion", "saint stephens" and "st stephens" all match.
 */
export function nameVariants(normalised: string): string[] {
  const words = normalised.split(' ');
  if (!words.some((word) => INTERCHANGEABLE.has(word))) return [normalised];
  const swapped = words.map((word) => INTERCHANGEABLE.get(word) ?? word).join(' ');
  return [normalised, swapped];
}
