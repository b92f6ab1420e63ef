import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type Ref,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router';
import { QUOTE_FORM_ANCHOR } from '@/features/content/sections/content-style';

// The quote form (with its validation and place search, ~97 KB gzipped) is the biggest part of
// the page, and starting it up is the longest task a visit has. It loads when the visitor is
// about to need it: its place comes near the screen, a link asks for it (`/#quote-form`), or the
// page has loaded and the browser is idle, so keyboard and screen-reader users find it in place
// (decision 016).
const QuoteForm = lazy(() =>
  import('@/features/leads/request/components/quote-form').then((m) => ({ default: m.QuoteForm })),
);

/** How far below the screen the form's place starts loading it (a quarter of a screen). */
const NEAR_SCREEN = '0px 0px 25% 0px';
/** The longest the idle fallback waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Holds the form's place at about the height the form renders at, so its arrival moves nothing
 * (it is beside the intro on wide screens, and may arrive while in view). The form is a size
 * container (a card, 1 px border) whose fields go two to a row from `@lg`, so the placeholder
 * sizes itself the same way.
 */
export function FormPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} aria-busy="true" className="@container border border-transparent">
      <div className="min-h-[113rem] @lg:min-h-[88rem]" />
    </div>
  );
}

/** Runs `callback` once the page has loaded and the browser is idle; returns a canceller. */
function whenLoadedAndIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const onIdle = () => {
    // Safari has no requestIdleCallback: a timer after the load event stands in.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(callback, 0);
      cancelIdle = () => window.clearTimeout(timer);
      return;
    }
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    cancelIdle = () => window.cancelIdleCallback(handle);
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return () => {
    window.removeEventListener('load', onIdle);
    cancelIdle();
  };
}

/** Calls `callback` when `target` comes within NEAR_SCREEN of the viewport. */
function whenNearScreen(target: Element | null, callback: () => void): () => void {
  if (!target || typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

const noSubscription = () => () => {};

/** False while React hydrates the server's markup (which has the placeholder), true after. */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether the form should be loaded by now; never on the first render, as the server drew the
 * placeholder, and once due it stays (leaving the `#quote-form` hash keeps what was typed).
 */
function useIsFormDue(placeholder: RefObject<HTMLDivElement | null>): boolean {
  const isHydrated = useIsHydrated();
  const { hash } = useLocation();
  const [isDue, setIsDue] = useState(false);
  // A visitor who followed a link to the form is waiting for it: due now, not in a transition.
  if (!isDue && isHydrated && hash === QUOTE_FORM_ANCHOR) setIsDue(true);
  useEffect(() => {
    if (isDue) return;
    // Otherwise its start-up may yield to anything more urgent.
    const due = () => startTransition(() => setIsDue(true));
    const stopObserving = whenNearScreen(placeholder.current, due);
    const cancelIdle = whenLoadedAndIdle(due);
    return () => {
      stopObserving();
      cancelIdle();
    };
  }, [isDue, placeholder]);
  return isDue;
}

export function DeferredQuoteForm(props: ComponentProps<typeof QuoteForm>) {
  const placeholder = useRef<HTMLDivElement>(null);
  const isDue = useIsFormDue(placeholder);
  if (!isDue) return <FormPlaceholder ref={placeholder} />;
  return (
    <Suspense fallback={<FormPlaceholder />}>
      <QuoteForm {...props} />
    </Suspense>
  );
}
