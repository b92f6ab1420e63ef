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

// The quote form (with its validation and place search, ~115 KB gzipped) is the biggest part of
// the page, and starting it up is the longest task a visit has. It loads when the visitor is
// about to need it: its place comes near the screen, a link asks for it (`/#quote-form`), or the
// visitor does anything at all (a key, a tap, a click, a scroll, focus moving), so keyboard and
// screen-reader users find it in place; a visit that only reads never downloads it (decisions
// 016 and 036).
const QuoteForm = lazy(() =>
  import('@/features/leads/request/components/quote-form').then((m) => ({ default: m.QuoteForm })),
);

/** How far below the screen the form's place starts loading it (a quarter of a screen). */
const NEAR_SCREEN = '0px 0px 25% 0px';
/**
 * What counts as the visitor acting: a key (Tab included), a press of any pointer, a wheel or a
 * scroll (screen readers scroll what they read into view), focus moving (assistive technology
 * can move it without a key event).
 */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'focusin'];

/**
 * Holds the form's place at about the height the form renders at, so its arrival moves nothing
 * (it is beside the intro on wide screens, and may arrive while in view). The form is a size
 * container (a card, 1 px border) whose fields go two to a row from `@lg`, so the placeholder
 * sizes itself the same way.
 */
export function FormPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} aria-busy="true" className="@container border border-transparent">
      <div className="min-h-[118rem] @lg:min-h-[95rem]" />
    </div>
  );
}

/** Runs `callback` on the visitor's first action (ACTIVITY_EVENTS); returns a canceller. */
function whenVisitorActs(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
  };
  function onActivity() {
    stop();
    callback();
  }
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
  return stop;
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
    const stopListening = whenVisitorActs(due);
    return () => {
      stopObserving();
      stopListening();
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
