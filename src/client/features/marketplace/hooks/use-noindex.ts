import { useEffect } from 'react';

/**
 * Keeps a private page (a company's or a customer's link) out of search engines while it is
 * shown: adds `<meta name="robots" content="noindex">` unless one is there, and removes it on
 * leave so public pages visited next stay indexable.
 */
export function useNoindex(): void {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"]')) return;
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
}
