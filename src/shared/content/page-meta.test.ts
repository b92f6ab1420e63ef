import { describe, expect, it } from 'vitest';
import { defaultHomeContent, homeContentSchema } from './content';
import { parseInfoPageContent } from './info-pages';
import { HOME_TITLE, clampDescription, pageMetaFor } from './page-meta';

describe('pageMetaFor', () => {
  it('gives the home page its fixed title and the hero subtitle as description', () => {
    expect(pageMetaFor('/')).toEqual({
      title: 'Coach Hire Ireland — Compare Bus & Coach Hire Quotes',
      description: defaultHomeContent.hero.subtitle,
    });
    expect(HOME_TITLE).toBe(pageMetaFor('/').title);
  });

  it('titles a landing page from its hero', () => {
    const content = homeContentSchema.parse({
      hero: { titleLine1: 'Coach Hire', titleEmphasis: 'in Cork', subtitle: 'Quotes for Cork.' },
    });
    expect(pageMetaFor('/coach-hire-cork', content)).toEqual({
      title: 'Coach Hire in Cork — Coach Hire Ireland',
      description: 'Quotes for Cork.',
    });
  });

  it('titles an unknown landing page from the default hero', () => {
    expect(pageMetaFor('/nothing-here').title).toBe(
      'Compare Bus & Coach Hire Quotes Anywhere in Ireland — Coach Hire Ireland',
    );
  });

  it.each([
    ['/how-it-works', 'How It Works — Coach Hire Ireland'],
    ['/how-it-works/hiw-pricing', 'How It Works — Coach Hire Ireland'],
    ['/about', 'About Us — Coach Hire Ireland'],
    ['/about/', 'About Us — Coach Hire Ireland'],
    ['/thank-you?from=/x', 'Thank You — Coach Hire Ireland'],
    ['/privacy', 'Privacy Notice — Coach Hire Ireland'],
    ['/login', 'Staff Sign In — Coach Hire Ireland'],
    ['/admin/leads', 'Back Office — Coach Hire Ireland'],
    ['/no/such/page', 'Page not found — Coach Hire Ireland'],
  ])('titles %s', (path, title) => {
    const meta = pageMetaFor(path);
    expect(meta.title).toBe(title);
    expect(meta.description.length).toBeGreaterThan(20);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it('titles an info page from its content', () => {
    const content = parseInfoPageContent({ title: 'Our Team', subtitle: 'Who we are.' }, 'about');
    expect(pageMetaFor('/about/about-team', content)).toEqual({
      title: 'Our Team — Coach Hire Ireland',
      description: 'Who we are.',
    });
  });
});

describe('clampDescription', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(clampDescription('  Short   text ')).toBe('Short text');
    const cut = clampDescription('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
