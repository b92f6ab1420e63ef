import type { ReactNode } from 'react';
import type { HomeContent } from '@shared/content/content';
import { clsx } from 'clsx';
import { MobileNav } from './mobile-nav';
import { headerTheme, type NavLink } from './header-theme';
import { HeaderLogo } from './header-logo';
import { SiteLink } from './site-link';

type SiteHeaderProps = {
  header: HomeContent['header'];
  /** Renders a logo icon; the content feature's icon set, passed in by the route. */
  renderIcon: (name: string, className: string) => ReactNode;
};

/** The page header: logo, tagline and the visible navigation links (a drawer on narrow screens). */
export function SiteHeader({ header, renderIcon }: SiteHeaderProps) {
  const theme = headerTheme(header.styling);
  const links: NavLink[] = header.navLinks.filter((link) => link.visible);

  return (
    <header
      className={clsx(
        'border-b',
        header.styling.sticky && 'sticky top-0 z-40',
        theme.header.className,
      )}
      style={theme.header.style}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <HeaderLogo header={header} theme={theme} renderIcon={renderIcon} />
        {links.length > 0 && (
          <>
            <nav aria-label="Main" className="hidden md:block">
              <ul className="flex items-center gap-1">
                {links.map((link) => (
                  <li key={`${link.label}-${link.path}`}>
                    <SiteLink
                      href={link.path}
                      className={clsx(
                        'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
                        theme.link.className,
                      )}
                      style={theme.link.style}
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <MobileNav title={header.logoText || 'Menu'} links={links} />
          </>
        )}
      </div>
    </header>
  );
}
