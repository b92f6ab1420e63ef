/**
 * Hides contact details in a message until the customer has chosen a company
 * (docs/product.md#questions-before-choosing, decision 045): the privacy notice promises that
 * only the chosen company gets the customer's contact details, and it keeps either side from
 * taking the booking off the marketplace. Pure, so the server masks what it sends and the tests
 * pin the rules; messages are stored as sent and masked only when shown.
 */

export const MASK_MARKER = '[contact details hidden]';

/** Top-level domains people in Ireland write in addresses and links. */
const TLD = '(?:ie|com|net|org|eu|uk|info|biz|io|co|app|me|online|site|travel)';
const DOT_WORD = String.raw`(?:\s*[(\[]\s*dot\s*[)\]]\s*|\s+dot\s+)`;
const AT_WORD = String.raw`(?:\s*[(\[]\s*at\s*[)\]]\s*|\s+at\s+)`;
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

const PATTERNS: RegExp[] = [
  // name@domain.ie, with the @ or the dots written out or bracketed: "name at domain dot ie".
  new RegExp(
    String.raw`[\w.+-]+(?:\s*@\s*|${AT_WORD})${LABEL}(?:(?:\.|${DOT_WORD})${LABEL})*(?:\.|${DOT_WORD})${TLD}\b`,
    'giu',
  ),
  // A link ends before the punctuation that closes its sentence.
  /\bhttps?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/giu,
  /\bwww\.[^\s<>"]*[^\s<>".,;:!?)]/giu,
  // Bare domains (example.ie, book.example.co.uk/path) and "example dot ie".
  new RegExp(
    String.raw`\b${LABEL}(?:(?:\.|${DOT_WORD})${LABEL})*(?:\.|${DOT_WORD})${TLD}\b(?:/[^\s<>"]*)?`,
    'giu',
  ),
];

/** Digits written as words, each worth one digit; "double"/"triple" repeat the next one. */
const NUMBER_WORDS: Record<string, number> = {
  zero: 1,
  oh: 1,
  o: 1,
  nought: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
  double: 1,
  triple: 2,
};

/** A phone number has at least this many digits (an Irish local number without its area code). */
const PHONE_MIN_DIGITS = 7;

/** Words and digit groups; a reference like CH-7K3Q9 or 53seats stays a word. */
const TOKEN = /\d+|\p{L}[\p{L}\p{N}']*(?:-[\p{L}\p{N}]+)*/gu;
/** What may stand between the parts of one number: spaces, dots, dashes, brackets, a plus. */
const JOINER = /^[\s.\-()+]*$/u;
/** Spelt-out digits are often grouped with commas ("oh eight seven, double five, …"). */
const WORD_JOINER = /^[\s.\-()+,]*$/u;
/** A date written with dashes or dots (12-06-2026, 2026.06.12) is not a phone number. */
const DATE = /^\d{1,4}[-.]\d{1,2}[-.]\d{1,4}$/u;

type Span = { start: number; end: number };

function digitsOf(token: string): number {
  if (/^\d+$/u.test(token)) return token.length;
  return NUMBER_WORDS[token.toLowerCase()] ?? 0;
}

/** Runs of digits and digit words joined only by separators, long enough to be a phone number. */
function numberSpans(text: string): Span[] {
  const spans: Span[] = [];
  let run: { start: number; end: number; digits: number; lastIsWord: boolean } | null = null;
  const close = () => {
    if (run && run.digits >= PHONE_MIN_DIGITS && !DATE.test(text.slice(run.start, run.end))) {
      let start = run.start;
      while (start > 0 && /[+(]/u.test(text[start - 1]!)) start -= 1;
      const end = text[run.end] === ')' ? run.end + 1 : run.end;
      spans.push({ start, end });
    }
    run = null;
  };
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const digits = digitsOf(match[0]);
    if (digits === 0) {
      close();
      continue;
    }
    const isWord = !/^\d/u.test(match[0]);
    const gap = text.slice(run?.end ?? 0, start);
    if (run && (JOINER.test(gap) || ((isWord || run.lastIsWord) && WORD_JOINER.test(gap)))) {
      run.end = end;
      run.digits += digits;
      run.lastIsWord = isWord;
    } else {
      close();
      run = { start, end, digits, lastIsWord: isWord };
    }
  }
  close();
  return spans;
}

function replaceSpans(text: string, spans: Span[]): string {
  let result = '';
  let at = 0;
  for (const span of spans) {
    result += text.slice(at, span.start) + MASK_MARKER;
    at = span.end;
  }
  return result + text.slice(at);
}

/**
 * The text with phone numbers (any spacing, spelt-out digits), email addresses and web links
 * replaced by MASK_MARKER; prices, times, dates, seat counts and references stay.
 */
export function maskContactDetails(text: string): string {
  let masked = text;
  for (const pattern of PATTERNS) masked = masked.replace(pattern, MASK_MARKER);
  return replaceSpans(masked, numberSpans(masked));
}

/** Whether masking would change the text: a message that carried contact details. */
export const hasContactDetails = (text: string) => maskContactDetails(text) !== text;
