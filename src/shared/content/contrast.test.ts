import { describe, expect, it } from 'vitest';
import { defaultHomeContent as d } from './content';

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Stops of a default gradient: text on a gradient must be readable at both ends. */
function stops(gradient: string): string[] {
  return gradient.match(/#[0-9a-f]{6}/gi) ?? [];
}

const { header, hero, indexIntro, quoteForm, features, fleet, testimonials, cta } = d;
const heroBackgrounds = [hero.styling.backgroundColor, ...stops(hero.styling.backgroundGradient)];
const fleetHeaders = [
  fleet.styling.cardHeaderBgColor,
  ...stops(fleet.styling.cardHeaderBgGradient),
];

/** [what, text colour, background colours] for every text the default page draws. */
const pairs: [string, string, string[]][] = [
  ['header logo', header.styling.logoTextColor, [header.styling.backgroundColor]],
  ['header tagline', header.styling.taglineColor, [header.styling.backgroundColor]],
  ['header links', header.styling.navLinkColor, [header.styling.backgroundColor]],
  ['header link hover', header.styling.navLinkHoverColor, [header.styling.backgroundColor]],
  ['banner', header.styling.bannerTextColor, [header.styling.bannerBgColor]],
  ['hero badge', hero.styling.badgeTextColor, [hero.styling.badgeBgColor]],
  ['hero title', hero.styling.titleColor, heroBackgrounds],
  ['hero emphasis', hero.styling.titleEmphasisColor, heroBackgrounds],
  ['hero subtitle', hero.styling.subtitleColor, heroBackgrounds],
  ['hero bullets', hero.styling.bulletColor, heroBackgrounds],
  ['hero stat', hero.styling.statColor, heroBackgrounds],
  ['hero stat label', hero.styling.statLabelColor, heroBackgrounds],
  ['hero button', hero.styling.buttonTextColor, [hero.styling.buttonBgColor]],
  ['intro', indexIntro.styling.textColor, [indexIntro.styling.backgroundColor]],
  ['quote banner', quoteForm.styling.bannerTextColor, [quoteForm.styling.bannerBgColor]],
  ['quote card header', quoteForm.styling.cardHeaderTextColor, [quoteForm.styling.cardHeaderBgColor]],
  ['quote submit', quoteForm.styling.submitButtonTextColor, [quoteForm.styling.submitButtonBgColor]],
  ['quote trust', quoteForm.styling.trustIndicatorColor, [quoteForm.styling.backgroundColor]],
  ['disclaimer title', quoteForm.styling.disclaimerTitleColor, [quoteForm.styling.disclaimerBgColor]],
  ['disclaimer text', quoteForm.styling.disclaimerTextColor, [quoteForm.styling.disclaimerBgColor]],
  ['features', features.styling.textColor, [features.styling.backgroundColor]],
  ['feature title', features.styling.cardTitleColor, [features.styling.cardBgColor]],
  ['feature text', features.styling.cardDescriptionColor, [features.styling.cardBgColor]],
  ['fleet title', fleet.styling.titleColor, [fleet.styling.sectionBgColor]],
  ['fleet subtitle', fleet.styling.subtitleColor, [fleet.styling.sectionBgColor]],
  ['vehicle name', fleet.styling.cardTitleColor, [fleet.styling.cardBgColor]],
  ['vehicle text', fleet.styling.cardDescriptionColor, [fleet.styling.cardBgColor]],
  ['vehicle badge', fleet.styling.badgeTextColor, [fleet.styling.badgeBgColor]],
  ['vehicle header icon', '#ffffff', fleetHeaders],
  ['vehicle button', fleet.styling.buttonTextColor, [fleet.styling.buttonBgColor, ...stops(fleet.styling.buttonBgGradient)]],
  ['testimonials title', testimonials.styling.titleColor, [testimonials.styling.sectionBgColor]],
  ['testimonials subtitle', testimonials.styling.subtitleColor, [testimonials.styling.sectionBgColor]],
  ['quote text', testimonials.styling.quoteTextColor, [testimonials.styling.cardBgColor]],
  ['quote name', testimonials.styling.nameColor, [testimonials.styling.cardBgColor]],
  ['quote role', testimonials.styling.roleColor, [testimonials.styling.cardBgColor]],
  ['trusted by', testimonials.styling.trustedByTextColor, [testimonials.styling.sectionBgColor]],
  ['trusted names', testimonials.styling.trustedByLogoTextColor, [testimonials.styling.sectionBgColor]],
  ['cta', cta.styling.textColor, [cta.styling.backgroundColor]],
  ['cta button', cta.styling.buttonTextColor, [cta.styling.buttonBgColor]],
]; // prettier-ignore

describe('default colours', () => {
  it.each(pairs)('%s text is readable (4.5:1) on its background', (_what, text, backgrounds) => {
    expect(backgrounds.length).toBeGreaterThan(0);
    for (const background of backgrounds) {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the product’s default colours', () => {
    expect(header.styling.backgroundColor).toBe('#ffffff');
    expect(header.styling.logoIconBgColor).toBe('#2563eb');
    expect(header.styling.logoTextColor).toBe('#1f2937');
    expect([hero.styling.badgeBgColor, hero.styling.badgeTextColor]).toEqual([
      '#fbbf24',
      '#1e3a8a',
    ]);
    expect(quoteForm.styling.disclaimerBgColor).toBe('#dcfce7');
    expect(cta.styling.backgroundColor).toBe('#2563eb');
  });
});
