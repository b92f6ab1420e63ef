import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isSafeHref } from '@shared/content/href';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link whose target comes from content: site paths navigate inside the app, #anchors and
 * http(s) addresses are plain links, anything else (which the schema already refuses) goes home.
 */
export function SiteLink({ href, children, ...props }: SiteLinkProps) {
  const target = isSafeHref(href) ? href.trim() : '/';
  if (target.startsWith('/')) {
    return (
      <Link to={target} {...props}>
        {children}
      </Link>
    );
  }
  const isExternal = /^https?:/i.test(target);
  return (
    <a href={target} {...(isExternal ? { rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </a>
  );
}
