import { describe, expect, it } from 'vitest';
import {
  aboutContentSchema,
  defaultAboutContent,
  defaultHowItWorksContent,
  howItWorksContentSchema,
  infoPageContentSchema,
  parseInfoPageContent,
} from './info-pages';

describe('info page content', () => {
  it('fills each page from its own defaults', () => {
    expect(aboutContentSchema.parse({})).toEqual(defaultAboutContent);
    expect(howItWorksContentSchema.parse(undefined)).toEqual(defaultHowItWorksContent);
    const page = aboutContentSchema.parse({ title: 'Our Team', sections: [{ title: 'People' }] });
    expect(page.title).toBe('Our Team');
    expect(page.subtitle).toBe(defaultAboutContent.subtitle);
    expect(page.sections).toEqual([{ title: 'People', body: '', layout: 'text', items: [] }]);
  });

  it('shows the default sections and hero when a record has none', () => {
    const page = parseInfoPageContent({ title: '', sections: [] }, 'how-it-works');
    expect(page.title).toBe('How It Works');
    expect(page.sections).toEqual(defaultHowItWorksContent.sections);
  });

  it('fills neutrally without a kind, so the page defaults can still apply later', () => {
    const neutral = parseInfoPageContent({ subtitle: 'x' });
    expect(neutral.title).toBe('');
    expect(neutral.sections).toEqual([]);
    expect(parseInfoPageContent(neutral, 'about').title).toBe('About Us');
  });

  it('rejects bad values strictly and strips unknown keys', () => {
    expect(infoPageContentSchema.safeParse({ sections: [{ layout: 'carousel' }] }).success).toBe(
      false,
    );
    expect(infoPageContentSchema.safeParse({ title: 'x'.repeat(500) }).success).toBe(false);
    expect(infoPageContentSchema.parse({ title: 'x', extra: 1 })).not.toHaveProperty('extra');
  });

  it('has the product’s four how-it-works steps and the About page’s live figures', () => {
    const steps = defaultHowItWorksContent.sections.find((s) => s.layout === 'steps');
    expect(steps?.items.map((i) => i.title)).toEqual([
      'Fill in your details',
      'We find the best companies',
      'Compare quotes',
      'Book with confidence',
    ]);
    const figures = defaultAboutContent.sections.find((s) => s.layout === 'figures');
    expect(figures).toMatchObject({ title: 'Our Network', items: [] });
    expect(defaultAboutContent.sections.map((s) => s.title)).toEqual([
      'Our Mission',
      'Our Network',
      'Our Values',
      'Our Story',
      'Our Commitments',
    ]);
  });
});
