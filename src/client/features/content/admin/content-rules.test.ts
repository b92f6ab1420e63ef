import { describe, expect, it } from 'vitest';
import { defaultHomeContent } from '@shared/content/content';
import {
  cleanPortfolioImages,
  loadHomeContent,
  parseCommaList,
  parseRating,
  parseStatCount,
  prepareHomeContentForSave,
} from '@/features/content/admin/content-rules';

describe('content rules', () => {
  it('parses the stat count as an integer, falling back to 0', () => {
    expect(parseStatCount('2847')).toBe(2847);
    expect(parseStatCount(' 12abc ')).toBe(12);
    expect(parseStatCount('3.9')).toBe(3);
    expect(parseStatCount('abc')).toBe(0);
    expect(parseStatCount('')).toBe(0);
    expect(parseStatCount('-5')).toBe(0);
  });

  it('reads a rating as 1–5, with anything non-numeric becoming 5', () => {
    expect(parseRating('4')).toBe(4);
    expect(parseRating('')).toBe(5);
    expect(parseRating('great')).toBe(5);
    expect(parseRating('9')).toBe(5);
    expect(parseRating('0')).toBe(1);
  });

  it('splits comma lists, trimming and dropping empty entries', () => {
    expect(parseCommaList(' Wi-Fi, , Toilet on board ,,USB ')).toEqual([
      'Wi-Fi',
      'Toilet on board',
      'USB',
    ]);
    expect(parseCommaList('')).toEqual([]);
  });

  it('cleans portfolio images: objects need an id and a url; an id alone gets its stream url', () => {
    const images = [
      '17',
      42,
      { id: 5, url: '/api/images/5/stream?w=640' },
      { id: 6 },
      { id: 'abc', path: 'images/abc.webp' },
      { id: '', url: '/x' },
    ] as Parameters<typeof cleanPortfolioImages>[0];
    expect(cleanPortfolioImages(images)).toEqual([
      '17',
      42,
      { id: 5, url: '/api/images/5/stream?w=640' },
      { id: 6, url: '/api/images/6/stream' },
      { id: 'abc', path: 'images/abc.webp', url: '/api/images/abc/stream' },
    ]);
  });

  it('sanitises the fleet title before saving', () => {
    const content = {
      ...defaultHomeContent,
      fleet: { ...defaultHomeContent.fleet, title: 'Our <b>fleet</b><script>x()</script>' },
    };
    expect(prepareHomeContentForSave(content).fleet.title).toBe(
      'Our <b>fleet</b>&lt;script&gt;x()&lt;/script&gt;',
    );
  });

  it('fills missing and empty sections from the defaults when loading', () => {
    const loaded = loadHomeContent({
      hero: { titleLine1: 'Coach hire in Cork' },
      features: null,
      testimonials: { testimonials: [] },
    });
    expect(loaded.hero.titleLine1).toBe('Coach hire in Cork');
    expect(loaded.hero.subtitle).toBe(defaultHomeContent.hero.subtitle);
    expect(loaded.features).toEqual(defaultHomeContent.features);
    expect(loaded.testimonials.testimonials).toHaveLength(3);
    expect(loadHomeContent(undefined)).toEqual(defaultHomeContent);
  });
});
