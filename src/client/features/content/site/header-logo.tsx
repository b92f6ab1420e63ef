import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeContent } from '@shared/content/content';
import { paths } from '@/lib/paths';
import type { HeaderTheme } from './header-theme';

type HeaderLogoProps = {
  header: HomeContent['header'];
  theme: HeaderTheme;
  renderIcon: (name: string, className: string) => ReactNode;
};

export function HeaderLogo({ header, theme, renderIcon }: HeaderLogoProps) {
  return (
    <Link
      to={paths.home}
      className="flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4"
    >
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${theme.iconBox.className}`}
        style={theme.iconBox.style}
      >
        {renderIcon(header.logoIcon, 'size-6')}
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span
          className={`truncate text-lg font-bold ${theme.logoText.className}`}
          style={theme.logoText.style}
        >
          {header.logoText}
        </span>
        {header.tagline && (
          <span
            className={`hidden truncate text-xs sm:block ${theme.tagline.className}`}
            style={theme.tagline.style}
          >
            {header.tagline}
          </span>
        )}
      </span>
    </Link>
  );
}
