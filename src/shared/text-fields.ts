import { z } from 'zod';

/**
 * The request schemas' text is single-line unless marked here: the server refuses control
 * characters (C0 and C1, tab, CR and LF included) in every string a route's body or query
 * declares (`plugins/text-input.ts`), so a name, an email or a place can never carry a line break
 * into a header, a CSV row or a log line. A field people write paragraphs in is wrapped in
 * `multiLine(…)`, which lets it keep tabs and line breaks.
 */
const multiLineFields = z.registry();

export function multiLine<Schema extends z.ZodType>(schema: Schema): Schema {
  multiLineFields.add(schema);
  return schema;
}

export const isMultiLine = (schema: z.core.$ZodType) => multiLineFields.has(schema);

const CONTROL = /\p{Cc}/u;
/** Control characters other than tab, LF and CR. */
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** Whether `text` holds a character a field of its kind refuses. */
export function hasControlCharacters(text: string, multiLineText = false): boolean {
  return (multiLineText ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(text);
}
