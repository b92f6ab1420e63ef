import { describe, expect, it } from 'vitest';
import { defaultHomeContent } from './defaults';
import { conformTo, toDisplayHomeContent } from './fill';
import { defaultAboutContent } from './info-defaults';
import { toDisplayInfoPageContent } from './info-fill';

describe('toDisplayHomeContent (the browser’s zod-free fill)', () => {
  it('gives the defaults for no content', () => {
    for (const input of [null, undefined, 'x', 7, []]) {
      expect(toDisplayHomeContent(input)).toEqual(defaultHomeContent);
    }
  });

  it('keeps stored values and fills the rest', () => {
    const content = toDisplayHomeContent({ hero: { titleLine1: 'Cork' }, bannerText: 'Hi' });
    expect(content.hero.titleLine1).toBe('Cork');
    expect(content.hero.subtitle).toBe(defaultHomeContent.hero.subtitle);
    expect(content.bannerText).toBe('Hi');
  });

  it('replaces values of the wrong type, so rendering never meets one', () => {
    const content = toDisplayHomeContent({
      hero: { bullets: 'not a list', statCount: 'many', styling: 'red' },
      header: { navLinks: [{ label: 'Cork', path: '/cork', visible: 'yes' }, 'junk', null] },
      features: { items: [{ icon: 3, title: ['x'] }] },
    });
    expect(content.hero.bullets).toEqual(defaultHomeContent.hero.bullets);
    expect(content.hero.statCount).toBe(defaultHomeContent.hero.statCount);
    expect(content.hero.styling).toEqual(defaultHomeContent.hero.styling);
    expect(content.header.navLinks).toEqual([{ label: 'Cork', path: '/cork', visible: true }]);
    expect(typeof content.features.items[0]!.icon).toBe('string');
    expect(typeof content.features.items[0]!.title).toBe('string');
  });

  it('shows the sample testimonials when the stored list is empty', () => {
    const content = toDisplayHomeContent({ testimonials: { testimonials: [] } });
    expect(content.testimonials.testimonials).toEqual(defaultHomeContent.testimonials.testimonials);
  });

  it('drops unknown keys', () => {
    expect(toDisplayHomeContent({ quoteOptions: { window_types: [] } })).not.toHaveProperty(
      'quoteOptions',
    );
  });

  it('keeps list items of an empty template list only when they are data', () => {
    expect(
      conformTo({ images: [] as unknown[] }, { images: ['a', 1, { id: 2 }, null, true] }),
    ).toEqual({
      images: ['a', 1, { id: 2 }],
    });
    expect(conformTo({ n: 1 }, { n: Number.NaN })).toEqual({ n: 1 });
  });
});

describe('toDisplayInfoPageContent', () => {
  it('fills each page from its own defaults, including an empty title', () => {
    expect(toDisplayInfoPageContent(null, 'about')).toEqual(defaultAboutContent);
    const page = toDisplayInfoPageContent({ title: '', sections: [{ title: 'Team' }] }, 'about');
    expect(page.title).toBe('About Us');
    expect(page.sections).toEqual([{ title: 'Team', body: '', layout: 'text', items: [] }]);
  });
});
