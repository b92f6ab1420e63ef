import type { ReactNode } from 'react';
import type { HomeContent } from '@shared/content/content';
import { headerTheme } from './header-theme';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type PublicLayoutProps = {
  header: HomeContent['header'];
  bannerText?: string;
  showHeader?: boolean;
  renderIcon: (name: string, className: string) => ReactNode;
  children: ReactNode;
};

/** Banner, header, the page's <main id="main"> (the skip link's target) and the footer. */
export function PublicLayout({
  header,
  bannerText = '',
  showHeader = true,
  renderIcon,
  children,
}: PublicLayoutProps) {
  const banner = headerTheme(header.styling).banner;
  return (
    <div className="flex min-h-svh flex-col">
      {bannerText.trim() && (
        <aside aria-label="Announcement" className={banner.className} style={banner.style}>
          <p className="mx-auto max-w-6xl px-4 py-2 text-center text-sm font-medium sm:px-6">
            {bannerText}
          </p>
        </aside>
      )}
      {showHeader && <SiteHeader header={header} renderIcon={renderIcon} />}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
