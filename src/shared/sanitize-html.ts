/**
 * The fleet title may carry a little emphasis markup (docs/product.md#page-content-validation).
 * This turns stored text into HTML that can hold only <b>, <strong>, <i>, <em>, <span> (balanced)
 * and <br>, all without attributes; every other character that means something to HTML is escaped.
 * The output is therefore safe for `dangerouslySetInnerHTML` and for server-rendered markup.
 */

const ALLOWED = new Set(['b', 'strong', 'i', 'em', 'span', 'br']);
// An allowed tag name with optional attributes, which are dropped (never copied).
const TAG = /<(\/?)([a-z]+)(?:\s[^<>]*)?\/?>/iy;
// Character references pass through: they decode to text, never to markup.
const ENTITY = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/iy;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Sticky match at one position: linear overall, however long the input. */
function matchAt(pattern: RegExp, input: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(input);
}

export function sanitizeInlineHtml(input: string): string {
  let output = '';
  const open: string[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input[index]!;
    const tag = char === '<' ? matchAt(TAG, input, index) : null;
    const name = tag?.[2]?.toLowerCase();
    if (tag && name && ALLOWED.has(name)) {
      index += tag[0].length;
      if (name === 'br') output += '<br>';
      else if (!tag[1]) {
        open.push(name);
        output += `<${name}>`;
      } else if (open.includes(name)) {
        // Close everything opened inside it too, so the result is always well nested.
        while (open.length > 0) {
          const last = open.pop()!;
          output += `</${last}>`;
          if (last === name) break;
        }
      }
      continue;
    }
    const entity = char === '&' ? matchAt(ENTITY, input, index) : null;
    if (entity) {
      output += entity[0];
      index += entity[0].length;
      continue;
    }
    output += escapeHtml(char);
    index += 1;
  }
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}
