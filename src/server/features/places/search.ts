import type { GazetteerPlace } from './gazetteer';
import { nameVariants, normaliseText } from './normalise';

/** How well a place matched the query, best first; equal matches rank by size. */
export const MATCH = { exact: 0, prefix: 1, wordPrefix: 2, allWords: 3, substring: 4 } as const;
export type MatchQuality = (typeof MATCH)[keyof typeof MATCH];

/** Matches inside a word only from 3 characters: "ga" inside "bagenalstown" is noise. */
const SUBSTRING_MIN_LENGTH = 3;

/** A suffix of a normalised name: every substring of a name is a prefix of one of these. */
type Suffix = { text: string; place: number; atStart: boolean; atWord: boolean; isAlt: boolean };
/** A word of a place's names, county and locality, for queries whose words are out of order. */
type Word = { text: string; place: number };

export type RankedPlace = { place: GazetteerPlace; match: MatchQuality };
export type PlaceIndex = { search: (query: string, limit: number) => RankedPlace[] };

const byText = (a: { text: string }, b: { text: string }) =>
  a.text < b.text ? -1 : a.text > b.text ? 1 : 0;

function lowerBound(items: readonly { text: string }[], key: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (items[middle]!.text < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The run of sorted items starting with `prefix`, found by binary search. */
function* withPrefix<T extends { text: string }>(items: readonly T[], prefix: string) {
  for (let i = lowerBound(items, prefix); i < items.length; i += 1) {
    const item = items[i]!;
    if (!item.text.startsWith(prefix)) return;
    yield item;
  }
}

/** The normalised names a place is found by; its own name's forms first. */
function indexKeys(place: GazetteerPlace): { key: string; isAlt: boolean }[] {
  const own = new Set(nameVariants(normaliseText(place.name)));
  const alt = new Set(place.alt.flatMap((name) => nameVariants(normaliseText(name))));
  return [
    ...[...own].map((key) => ({ key, isAlt: false })),
    ...[...alt].filter((key) => !own.has(key)).map((key) => ({ key, isAlt: true })),
  ].filter(({ key }) => key !== '');
}

/**
 * A prefix index over the gazetteer: sorted suffixes of every normalised name and alternative
 * name, and sorted words. A query is one binary search plus the run of entries it matches, never
 * a scan of every place (bench/places.ts).
 */
export function createPlaceIndex(places: readonly GazetteerPlace[]): PlaceIndex {
  const suffixes: Suffix[] = [];
  const words: Word[] = [];
  places.forEach((place, index) => {
    const keys = indexKeys(place);
    for (const { key, isAlt } of keys) {
      for (let offset = 0; offset < key.length; offset += 1) {
        if (key[offset] === ' ') continue;
        const atWord = offset === 0 || key[offset - 1] === ' ';
        const atStart = offset === 0;
        suffixes.push({ text: key.slice(offset), place: index, atStart, atWord, isAlt });
      }
    }
    const names = keys.map(({ key }) => key);
    const context = [...names, normaliseText(place.address), normaliseText(place.county)];
    for (const word of new Set(context.join(' ').split(' '))) {
      words.push({ text: word, place: index });
    }
  });
  suffixes.sort(byText);
  words.sort(byText);

  function placesWithAllWords(tokens: string[]): Set<number> {
    let found: Set<number> | undefined;
    for (const token of tokens) {
      const next = new Set<number>();
      for (const word of withPrefix(words, token)) {
        if (!found || found.has(word.place)) next.add(word.place);
      }
      found = next;
      if (found.size === 0) break;
    }
    return found ?? new Set();
  }

  function search(query: string, limit: number): RankedPlace[] {
    const q = normaliseText(query);
    if (q === '') return [];
    // Score: the match quality, and within it a place's own name before its alternatives.
    const best = new Map<number, number>();
    const consider = (place: number, match: MatchQuality, isAlt: boolean) => {
      const score = match * 2 + (isAlt ? 1 : 0);
      if (score < (best.get(place) ?? Infinity)) best.set(place, score);
    };
    for (const suffix of withPrefix(suffixes, q)) {
      const { place, isAlt } = suffix;
      if (suffix.atStart) consider(place, suffix.text === q ? MATCH.exact : MATCH.prefix, isAlt);
      else if (suffix.atWord) consider(place, MATCH.wordPrefix, isAlt);
      else if (q.length >= SUBSTRING_MIN_LENGTH) consider(place, MATCH.substring, isAlt);
    }
    const tokens = q.split(' ');
    if (tokens.length > 1) {
      for (const place of placesWithAllWords(tokens)) consider(place, MATCH.allWords, false);
    }
    return [...best]
      .sort(
        ([indexA, scoreA], [indexB, scoreB]) =>
          scoreA - scoreB ||
          places[indexB]!.size - places[indexA]!.size ||
          (places[indexA]!.name < places[indexB]!.name ? -1 : 1),
      )
      .slice(0, limit)
      .map(([index, score]) => ({ place: places[index]!, match: (score >> 1) as MatchQuality }));
  }

  return { search };
}
