import { describe, expect, it } from 'vitest';
import { defaultHomeContent, parseHomeContent } from './content';
import { parseInfoPageContent } from './info-pages';

/** A home page created from the built-in content before decision 027, as it was stored. */
const storedBefore = {
  hero: {
    badge: 'Trusted by 10,000+ groups across Ireland',
    bullets: ['Save up to 40% on group travel', 'Our own bullet', 'All 32 counties covered'],
    statCount: 2847,
    statLabel: 'quotes sent to groups this month',
  },
  features: { items: [{ icon: 'Star', title: 'Rated 4.9/5', description: 'Our own words.' }] },
  cta: {
    subtitle:
      'Join 10,000+ customers who found the right coach at the right price. Savings of up to 40%.',
  },
  testimonials: {
    testimonials: [
      { ...defaultHomeContent.testimonials.testimonials[0], isExample: undefined },
      { name: 'Siobhán Kelly', role: 'Our customer', quote: 'Her own words.', rating: 4 },
    ],
  },
};

describe('stored copies of the old built-in figures', () => {
  it('lose the invented figures, while the editor’s own text stays', () => {
    const content = parseHomeContent(storedBefore);
    expect(content.hero.badge).toBe(defaultHomeContent.hero.badge);
    expect(content.hero.bullets).toEqual([
      'Companies compete for your trip',
      'Our own bullet',
      'Licensed and insured companies only',
    ]);
    expect(content.hero.statLabel).toBe('');
    expect(content.features.items[0]).toEqual({
      icon: 'Star',
      title: 'Rated by customers',
      description: 'Our own words.',
    });
    expect(content.cta.subtitle).toBe(defaultHomeContent.cta.subtitle);
    expect(JSON.stringify(content)).not.toMatch(/10,000|4\.9|40%/);
  });

  it('marks a stored copy of a sample testimonial as an example, and nothing else', () => {
    const [sample, own] = parseHomeContent(storedBefore).testimonials.testimonials;
    expect(sample!.isExample).toBe(true);
    expect(own).toMatchObject({ name: 'Siobhán Kelly', isExample: false });
  });

  it('turns the About page’s old statistics into the live figures, keeping its words', () => {
    const content = parseInfoPageContent(
      {
        sections: [
          {
            title: 'Our Mission',
            body: 'Our own mission.',
            layout: 'stats',
            items: [
              { title: '10,000+', text: 'Happy customers' },
              { title: '50+', text: 'Verified companies' },
              { title: '32', text: 'Counties covered' },
              { title: '4.9/5', text: 'Average rating' },
            ],
          },
          { title: 'Ours', layout: 'stats', items: [{ title: '12', text: 'Buses' }] },
        ],
      },
      'about',
    );
    expect(content.sections[0]).toEqual({
      title: 'Our Mission',
      body: 'Our own mission.',
      layout: 'figures',
      items: [],
    });
    expect(content.sections[1]).toMatchObject({ layout: 'stats', items: [{ title: '12' }] });
  });
});
