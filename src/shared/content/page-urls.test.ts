import { describe, expect, it } from 'vitest';
import {
  PAGE_KINDS,
  type PageKind,
  isRoutablePageUrl,
  normalizePageUrl,
  publicPathOf,
  slugParamToUrl,
  sublinkOf,
} from './page-urls';

/** mulberry32: a tiny seeded generator, so a failing case is reproducible from its seed. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

// Weighted towards the characters the rules care about: slashes, whitespace, the prefixes.
const PIECES = ['/', '/', '//', ' ', '\t', '\n', '\u00a0', 'a', 'B', 'z', '-', '.', '%2F', 'é'];
const WORDS = ['about-', 'how-it-works-', 'hiw-', 'default', 'cork', 'coach-hire', '..', '?x=1'];

function randomRaw(random: ReturnType<typeof createRandom>): string {
  const length = Math.floor(random.next() * 12);
  let raw = '';
  for (let i = 0; i < length; i += 1) {
    raw += random.next() < 0.2 ? random.pick(WORDS) : random.pick(PIECES);
  }
  return raw;
}

const SEED = 20_240_611;
const RUNS = 2_000;

describe('normalizePageUrl', () => {
  it.each([
    ['', '/'],
    ['   ', '/'],
    ['/', '/'],
    ['///', '/'],
    ['coach-hire-cork', '/coach-hire-cork'],
    ['/coach-hire-cork', '/coach-hire-cork'],
    ['coach-hire-cork/', '/coach-hire-cork'],
    ['  /coach-hire-cork/  ', '/coach-hire-cork'],
    ['//coach-hire-cork//', '/coach-hire-cork'],
    ['a//b', '/a/b'],
    ['a/ /b', '/a/b'],
    [' a / b ', '/a/b'],
    ['Coach-Hire-Cork', '/Coach-Hire-Cork'],
    ['coach hire', '/coach hire'],
    ['café', '/café'],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normalizePageUrl(raw)).toBe(expected);
  });

  it('holds its invariants for random input', () => {
    const random = createRandom(SEED);
    for (let run = 0; run < RUNS; run += 1) {
      const raw = randomRaw(random);
      const url = normalizePageUrl(raw);
      const context = `seed ${SEED}, run ${run}, input ${JSON.stringify(raw)}`;
      expect(normalizePageUrl(url), context).toBe(url);
      expect(url.startsWith('/'), context).toBe(true);
      expect(url === '/' || !url.endsWith('/'), context).toBe(true);
      expect(url.includes('//'), context).toBe(false);
      expect(url, context).toBe(url.trim());
    }
  });
});

describe('sublinkOf', () => {
  it.each([
    ['/', ''],
    ['', ''],
    ['/coach-hire-cork', 'coach-hire-cork'],
    ['coach-hire-cork/dublin', 'coach-hire-cork'],
    ['//team//', 'team'],
  ])('gives the first segment of %j: %j', (url, expected) => {
    expect(sublinkOf(url)).toBe(expected);
  });
});

describe('slugParamToUrl', () => {
  it.each<[string, PageKind, string]>([
    ['default', 'index', '/'],
    ['/default', 'index', '/'],
    ['', 'index', '/'],
    ['/', 'index', '/'],
    ['/coach-hire-cork', 'index', '/coach-hire-cork'],
    ['coach-hire-cork', 'index', '/coach-hire-cork'],
    ['coach-hire-cork/', 'index', '/coach-hire-cork'],
    ['about-team', 'index', '/about-team'],
    ['about-team', 'about', '/team'],
    ['/about-team', 'about', '/team'],
    ['team', 'about', '/team'],
    ['default', 'about', '/'],
    ['about-', 'about', '/about-'],
    ['about-about-x', 'about', '/about-x'],
    ['how-it-works-pricing', 'how-it-works', '/pricing'],
    ['/how-it-works-pricing', 'how-it-works', '/pricing'],
    ['hiw-pricing', 'how-it-works', '/hiw-pricing'],
    ['about-team', 'how-it-works', '/about-team'],
    ['default', 'how-it-works', '/'],
  ])('reads %j for %s as %j', (param, kind, expected) => {
    expect(slugParamToUrl(param, kind)).toBe(expected);
  });

  it('reads a param the same with or without its leading slash', () => {
    const random = createRandom(SEED + 1);
    for (let run = 0; run < RUNS; run += 1) {
      const raw = randomRaw(random);
      const kind = random.pick(PAGE_KINDS);
      const context = `seed ${SEED + 1}, run ${run}, ${kind} ${JSON.stringify(raw)}`;
      expect(slugParamToUrl(`/${raw.trimStart()}`, kind), context).toBe(
        slugParamToUrl(raw.trimStart(), kind),
      );
      expect(normalizePageUrl(slugParamToUrl(raw, kind)), context).toBe(slugParamToUrl(raw, kind));
    }
  });
});

describe('publicPathOf', () => {
  it.each<[PageKind, string, string]>([
    ['index', '/', '/'],
    ['index', '/coach-hire-cork', '/coach-hire-cork'],
    ['about', '/', '/about'],
    ['about', '/team', '/about/team'],
    ['about', '/about-x', '/about/about-about-x'],
    ['how-it-works', '/', '/how-it-works'],
    ['how-it-works', 'pricing/', '/how-it-works/pricing'],
    ['how-it-works', '/hiw-pricing', '/how-it-works/hiw-pricing'],
  ])('serves %s %j at %j', (kind, url, expected) => {
    expect(publicPathOf(kind, url)).toBe(expected);
  });

  it('is found again by the lookup of its last segment, for every routable URL', () => {
    const random = createRandom(SEED + 2);
    let checked = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const kind = random.pick(PAGE_KINDS);
      const url = normalizePageUrl(randomRaw(random));
      if (!isRoutablePageUrl(kind, url)) continue;
      checked += 1;
      const path = publicPathOf(kind, url);
      const base = kind === 'index' ? '' : `/${kind}`;
      const slug = path === (base || '/') ? 'default' : path.slice(base.length + 1);
      expect(slugParamToUrl(slug, kind), `seed ${SEED + 2}, run ${run}, ${kind} ${url}`).toBe(url);
    }
    expect(checked).toBeGreaterThan(RUNS / 10);
  });
});

describe('isRoutablePageUrl', () => {
  it.each<[PageKind, string, boolean]>([
    ['index', '/', true],
    ['index', '/coach-hire-cork', true],
    ['index', '/a/b', false],
    ['index', '/default', false],
    ['index', '/about', false],
    ['index', '/admin', false],
    ['about', '/about', true],
    ['about', '/team', true],
    ['about', '/team/dublin', false],
    ['how-it-works', '/default', false],
  ])('%s %j → %s', (kind, url, expected) => {
    expect(isRoutablePageUrl(kind, url)).toBe(expected);
  });
});
