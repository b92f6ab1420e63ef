import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry was left, by history key, for the way back. */
const positions = new Map<string, number>();

/**
 * Scroll on the app's own navigations, like a browser does between documents: a new page starts
 * at the top (or at its `#fragment`), and back or forward returns to where that page was left.
 *
 * The first page is never moved. The browser placed it — at the top, at its fragment, where a
 * reload left it, or wherever the reader scrolled while a server-drawn page waited for its
 * scripts. React Router's `<ScrollRestoration>` scrolls to the top when it mounts, so when a
 * pre-rendered page was taken over, a reader who had scrolled was thrown back up and a tap in
 * that moment landed on whatever then sat under the finger (decision 036).
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen; starts as the first page's, so mounting (twice in StrictMode) moves
  // nothing.
  const currentKey = useRef(location.key);

  useEffect(() => {
    // The app restores positions itself while it runs; when the page goes away (a reload, a
    // link to another site) the browser's own restoration is back for the next document.
    const leave = () => {
      window.history.scrollRestoration = 'auto';
    };
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', leave);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('scroll', remember);
      leave();
    };
  }, []);

  useLayoutEffect(() => {
    if (location.key === currentKey.current) return;
    currentKey.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? fragmentTarget(location.hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}

function fragmentTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a fragment that is not valid percent-encoding names no element
  }
}
