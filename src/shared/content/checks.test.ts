import { describe, expect, it } from 'vitest';
import { isCssColor, isCssGradient } from './checks';
import { isSafeHref } from './href';

describe('isCssColor', () => {
  it.each([
    '#fff', '#FFFF', '#2563eb', '#2563eb80', 'rgb(37, 99, 235)', 'rgba(37,99,235,0.5)',
    'rgb(37 99 235 / 50%)', 'hsl(221 83% 53%)', 'hsla(221, 83%, 53%, .5)', 'white',
    'RebeccaPurple', 'transparent', ' #fff ',
  ])('accepts %j', (value) => expect(isCssColor(value)).toBe(true)); // prettier-ignore

  it.each([
    '', '#ff', '#fffff', '#ggg', 'rgb()', 'rgb(1,2)', 'rgb(1,2,3,4,5)', 'blurple', 'red;',
    'red; background: url(x)', 'url(x)', 'var(--primary)', 'expression(alert(1))',
    'rgb(1,2,3) url(x)', 'calc(1px)', '<script>',
  ])('refuses %j', (value) => expect(isCssColor(value)).toBe(false)); // prettier-ignore
});

describe('isCssGradient', () => {
  it.each([
    'linear-gradient(135deg, #1e3a8a 0%, #1e40af 100%)',
    'linear-gradient(to right, rgb(1, 2, 3), hsl(200 50% 50%))',
    'radial-gradient(circle at center, #fff, #000)',
    'repeating-linear-gradient(45deg, red 0 10px, blue 10px 20px)',
  ])('accepts %j', (value) => expect(isCssGradient(value)).toBe(true));

  it.each([
    '', '#fff', 'linear-gradient(red, url(https://evil.example))', 'url(x)',
    'linear-gradient(red, blue); color: red', 'linear-gradient(var(--a), red)',
    'linear-gradient(red, blue) no-repeat, url(x)', 'image-set("x.png" 1x)',
    "linear-gradient('red', blue)", 'from-blue-600 to-blue-800',
  ])('refuses %j', (value) => expect(isCssGradient(value)).toBe(false)); // prettier-ignore
});

describe('isSafeHref', () => {
  it.each([
    '/', '/how-it-works', '/#quote-form', '#quote-form', '/coach-hire-cork?x=1',
    'https://example.ie/page', 'http://example.ie',
  ])('accepts %j', (value) => expect(isSafeHref(value)).toBe(true)); // prettier-ignore

  it.each([
    'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:x',
    'data:text/html,<script>', 'vbscript:x', '//evil.example', '/\\evil.example',
    'mailto:x@example.ie', 'ftp://example.ie', 'about', 'https://', '#a b',
  ])('refuses %j', (value) => expect(isSafeHref(value)).toBe(false)); // prettier-ignore
});
