import { describe, expect, it } from 'vitest';
import { isWithinIreland } from '@shared/places/places';
import { loadGazetteer } from './gazetteer';
import { nameVariants, normaliseText } from './normalise';
import { createPlaceIndex, MATCH } from './search';

const index = createPlaceIndex(loadGazetteer());
const names = (query: string, limit = 8) =>
  index.search(query, limit).map(({ place }) => place.name);

describe('normaliseText', () => {
  it('drops fadas, case, apostrophes and punctuation', () => {
    expect(normaliseText('Dún Laoghaire')).toBe('dun laoghaire');
    expect(normaliseText("  GIANT'S   Causeway! ")).toBe('giants causeway');
    expect(normaliseText('O’Connell St.')).toBe('oconnell st');
    expect(normaliseText('Páirc Uí Chaoimh')).toBe('pairc ui chaoimh');
    expect(normaliseText('Carrick-on-Shannon')).toBe('carrick on shannon');
    expect(normaliseText('Powerscourt House & Gardens')).toBe('powerscourt house and gardens');
    expect(normaliseText('<script>')).toBe('script');
  });

  it('indexes saint/st and mount/mt both ways', () => {
    expect(nameVariants('st patricks cathedral')).toEqual([
      'st patricks cathedral',
      'saint patricks cathedral',
    ]);
    expect(nameVariants('mount merrion')).toEqual(['mount merrion', 'mt merrion']);
    expect(nameVariants('constructor')).toEqual(['constructor']);
  });
});

describe('place search quality', () => {
  it.each([
    ['gal', 'Galway'],
    ['Galway', 'Galway'],
    ['CORK', 'Cork'],
    ['cork city', 'Cork'],
    ['croke', 'Croke Park'],
    ['belf', 'Belfast'],
    ['dublin', 'Dublin'],
    ['dun laoghaire', 'Dún Laoghaire'],
    ['Dún Laoghaire', 'Dún Laoghaire'],
    ['DUN LAOGHAIRE', 'Dún Laoghaire'],
    ['kingstown', 'Dún Laoghaire'],
    ['derry', 'Derry'],
    ['londonderry', 'Derry'],
    ['gaillimh', 'Galway'],
    ['kilkenny', 'Kilkenny'],
    ['giants', "Giant's Causeway"],
    ["giant's causeway", "Giant's Causeway"],
    ['saint patricks', "St Patrick's Cathedral"],
    ['st stephens green', "St Stephen's Green"],
    ['mt merrion', 'Mount Merrion'],
    ['pairc ui', 'Páirc Uí Chaoimh'],
    ['ucd', 'University College Dublin'],
    ['airport dublin', 'Dublin Airport'],
    ['blackrock louth', 'Blackrock'],
    ['co cork', 'County Cork'],
    ['cliffs', 'Cliffs of Moher'],
    ['newgrange', 'Newgrange'],
    ['bru na boinne', 'Newgrange'],
    ['rosslare europort', 'Rosslare Europort'],
  ])('"%s" ranks %s first', (query, first) => {
    expect(names(query)[0]).toBe(first);
  });

  it('finds Shannon Airport when searching "shannon"', () => {
    expect(names('shannon')).toContain('Shannon Airport');
  });

  it('lists a town before the county of the same name, and both', () => {
    expect(names('cork').slice(0, 2)).toEqual(['Cork', 'County Cork']);
  });

  it('tells apart towns of the same name by county', () => {
    const blackrocks = index
      .search('blackrock', 8)
      .filter(({ place }) => place.name === 'Blackrock');
    expect(blackrocks.map(({ place }) => place.county).sort()).toEqual(['Dublin', 'Louth']);
    expect(index.search('blackrock dublin', 1)[0]?.place.county).toBe('Dublin');
  });

  it('grades matches: exact, prefix, word prefix, substring', () => {
    expect(index.search('shannon', 8).find(({ place }) => place.name === 'Shannon')?.match).toBe(
      MATCH.exact,
    );
    expect(index.search('croke', 1)[0]?.match).toBe(MATCH.prefix);
    expect(index.search('laoghaire', 1)[0]?.match).toBe(MATCH.wordPrefix);
    expect(index.search('aoghaire', 1)[0]?.match).toBe(MATCH.substring);
  });

  it('matches inside words only from three characters', () => {
    expect(names('ao')).toEqual([]);
    expect(names('aog')).toContain('Dún Laoghaire');
  });

  it('keeps to the limit', () => {
    expect(names('a', 20)).toHaveLength(20);
    expect(names('bally', 3)).toHaveLength(3);
  });
});

describe('place search with awkward input', () => {
  it.each([
    '',
    '   ',
    'ó',
    "'; DROP TABLE places; --",
    '<script>alert(1)</script>',
    '%00%27',
    '\u0000\u202e',
    '🚌🚌🚌',
    'Дублин',
    '北京',
    '((((((((((a',
    '.*'.repeat(50),
    'a'.repeat(10_000),
  ])('answers %j without throwing, with places in Ireland', (query) => {
    const results = index.search(query, 20);
    expect(results.length).toBeLessThanOrEqual(20);
    for (const { place } of results) expect(isWithinIreland(place)).toBe(true);
  });

  it('answers nothing for a query with no letters or digits', () => {
    expect(names("  -- ' ")).toEqual([]);
    expect(names("'; --")).toEqual([]);
  });

  it('reads "ó" as "o"', () => {
    expect(names('ó')).toEqual(names('o'));
    expect(names('ó').length).toBeGreaterThan(0);
  });
});
