import { useEffect } from 'react';
import type { PageMeta } from '@shared/content/page-meta';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Keeps the document title and meta description in step with the page as visitors navigate
 * (the server injects the same strings, from the same pageMetaFor, into the first load).
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title;
    tag.content = description;
    // Restore on leave, so a page that sets nothing never inherits another page's meta.
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
