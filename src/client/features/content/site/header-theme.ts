import type { CSSProperties } from 'react';
import type { HomeContent } from '@shared/content/content';

export type NavLink = HomeContent['header']['navLinks'][number];
type Part = { className: string; style?: CSSProperties };
export type HeaderTheme = Record<
  'header' | 'iconBox' | 'logoText' | 'tagline' | 'link' | 'banner',
  Part
>;

/**
 * The header's look. `useTailwind` switches from the content's own colours to the site theme's
 * (the editor's "Tailwind classes" option). Hover colours go through custom properties, because
 * an inline `color` would beat the hover class.
 */
export function headerTheme(styling: HomeContent['header']['styling']): HeaderTheme {
  if (styling.useTailwind) {
    return {
      header: { className: 'border-border bg-background' },
      iconBox: { className: 'bg-primary text-primary-foreground' },
      logoText: { className: 'text-foreground' },
      tagline: { className: 'text-muted-foreground' },
      link: { className: 'text-foreground hover:bg-accent hover:text-accent-foreground' },
      banner: { className: 'bg-primary text-primary-foreground' },
    };
  }
  return {
    header: {
      className: '',
      style: { backgroundColor: styling.backgroundColor, borderColor: styling.borderColor },
    },
    iconBox: {
      className: '',
      style: { backgroundColor: styling.logoIconBgColor, color: styling.logoIconColor },
    },
    logoText: { className: '', style: { color: styling.logoTextColor } },
    tagline: { className: '', style: { color: styling.taglineColor } },
    link: {
      className: 'text-(--nav-link) outline-(--nav-link) hover:text-(--nav-link-hover)',
      style: {
        '--nav-link': styling.navLinkColor,
        '--nav-link-hover': styling.navLinkHoverColor,
      } as CSSProperties,
    },
    banner: {
      className: '',
      style: { backgroundColor: styling.bannerBgColor, color: styling.bannerTextColor },
    },
  };
}
