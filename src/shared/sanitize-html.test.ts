import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeInlineHtml } from './sanitize-html';

describe('sanitizeInlineHtml', () => {
  it.each([
    ['Our <strong>Fleet</strong>', 'Our <strong>Fleet</strong>'],
    ['<b>a</b><i>b</i><em>c</em><span>d</span>line<br>next<br/>x<BR />', '<b>a</b><i>b</i><em>c</em><span>d</span>line<br>next<br>x<br>'],
    ['<STRONG>Loud</STRONG>', '<strong>Loud</strong>'],
    ['Bus &amp; Coach &#8364;5 &#x20AC;', 'Bus &amp; Coach &#8364;5 &#x20AC;'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['5 < 6 > 4', '5 &lt; 6 &gt; 4'],
    ['<span class="text-blue-600" onclick="alert(1)">Fleet</span>', '<span>Fleet</span>'],
    ['<b title=">"onmouseover="alert(1)">x</b>', '<b>&quot;onmouseover=&quot;alert(1)&quot;&gt;x</b>'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['<a href="javascript:alert(1)">x</a>', '&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;'],
    ['<strong>open', '<strong>open</strong>'],
    ['stray</em> close', 'stray close'],
    ['<b><i>x</b>y</i>', '<b><i>x</i></b>y'],
    ['<svg onload=alert(1)>', '&lt;svg onload=alert(1)&gt;'],
    ["it's \"quoted\"", 'it&#39;s &quot;quoted&quot;'],
    ['<!-- comment -->', '&lt;!-- comment --&gt;'],
    ['<b', '&lt;b'],
  ])('turns %j into %j', (input, expected) => {
    expect(sanitizeInlineHtml(input)).toBe(expected);
  }); // prettier-ignore
});

/** A small seeded generator, so every run tests the same hostile strings (fast-check-free). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const PIECES = [
  '<', '>', '/', '"', "'", '=', '&', ';', '#', ' ', '\n', 'x', 'amp', 'lt', '#60', '#x3c',
  'b', 'strong', 'i', 'em', 'span', 'br', 'script', 'img', 'svg', 'a', 'style', 'iframe',
  'onerror', 'onload', 'src', 'href', 'javascript:', 'alert(1)', '<b>', '</b>', '<br/>',
  '<span class="x">', '</span>', '<script>', '</script>', '<!--', '-->', '<![CDATA[', '\u0000',
]; // prettier-ignore

function hostileString(next: () => number): string {
  let value = '';
  const length = Math.floor(next() * 40);
  for (let i = 0; i < length; i += 1) value += PIECES[Math.floor(next() * PIECES.length)];
  return value;
}

const ALLOWED_TAG = /^<\/?(?:b|strong|i|em|span)>|^<br>/;

describe('sanitizeInlineHtml on hostile input (properties)', () => {
  const next = random(20240611);
  const inputs = Array.from({ length: 3000 }, () => hostileString(next));

  it('leaves no markup but the allowed attribute-free tags', () => {
    for (const input of inputs) {
      const output = sanitizeInlineHtml(input);
      for (let i = output.indexOf('<'); i >= 0; i = output.indexOf('<', i + 1)) {
        expect(ALLOWED_TAG.test(output.slice(i)), `${input} → ${output}`).toBe(true);
      }
      expect(output.replace(/<\/?[a-z]+>/g, '')).not.toMatch(/[<>"']/);
    }
  });

  it('always nests its tags properly', () => {
    for (const input of inputs) {
      const stack: string[] = [];
      for (const [, close, name] of sanitizeInlineHtml(input).matchAll(/<(\/?)([a-z]+)>/g)) {
        if (name === 'br') continue;
        if (close) expect(stack.pop()).toBe(name);
        else stack.push(name!);
      }
      expect(stack).toEqual([]);
    }
  });

  it('is idempotent', () => {
    for (const input of inputs) {
      const once = sanitizeInlineHtml(input);
      expect(sanitizeInlineHtml(once)).toBe(once);
    }
  });

  it('keeps plain text readable: escaping and unescaping gives the text back', () => {
    for (const input of inputs.map((s) => s.replace(/[<&]/g, ''))) {
      const decoded = sanitizeInlineHtml(input)
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'");
      expect(decoded).toBe(input);
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that mean something to HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
