import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport (and stays true), so heavy content
 * below the fold is fetched only when the visitor gets near it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, isNear]);
  return isNear;
}
