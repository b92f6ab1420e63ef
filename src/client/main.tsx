import './styles.css';
import {
  StrictMode,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppRouter } from '@/app/router';
import { shouldRetry as shouldRetryQuery } from '@/lib/retry-policy';

/*
 * Performance (docs/performance.md). `@/app/providers` is the app's full provider stack; its
 * query policy imports the API client and, through it, zod, and it carries the toast and tooltip
 * libraries: together ~45 KB gzipped that no public page needs to show itself. So the back office
 * starts with it as before; public pages start with a bare QueryClient that takes the same
 * defaults when a navigation heads for the back office, and mount the toaster when needed.
 */

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// Evaluating the app's code and starting its router are each a long task on a slow phone; a
// task boundary between them lets the browser answer a tap or paint in between.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter();
const isStaffPath = (pathname: string) => /^\/(?:login|admin|manager)(?:\/|$)/.test(pathname);

// The retry policy is the app's from the first load: a bad private link (404) shows "This link
// is not valid" at once instead of after three retries.
const publicQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetryQuery } },
});

let policyLoad: Promise<void> | undefined;
function loadStaffRuntime(): Promise<void> {
  policyLoad ??= import('@/lib/query-client').then(({ createQueryClient }) => {
    const policy = createQueryClient().getDefaultOptions();
    publicQueryClient.setDefaultOptions({
      ...policy,
      queries: { ...policy.queries, retry: shouldRetryQuery },
    });
  });
  return policyLoad;
}

const Toaster = lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Public pages raise toasts only in answer to a visitor's action, so the toaster is mounted on
 * the first interaction (or on the way into the back office). A toast raised by that very action
 * is not lost: sonner replays active toasts to a toaster that subscribes late.
 */
function PublicProviders({ children }: { children: ReactNode }) {
  const [hasToaster, setHasToaster] = useState(false);
  useEffect(() => {
    if (hasToaster) return;
    const mountToaster = () => setHasToaster(true);
    const stopWatching = router.subscribe((state) => {
      if (!isStaffPath((state.navigation.location ?? state.location).pathname)) return;
      void loadStaffRuntime();
      mountToaster();
    });
    for (const type of INTERACTIONS) window.addEventListener(type, mountToaster, { passive: true });
    return () => {
      stopWatching();
      for (const type of INTERACTIONS) window.removeEventListener(type, mountToaster);
    };
  }, [hasToaster]);
  return (
    <QueryClientProvider client={publicQueryClient}>
      {children}
      {hasToaster && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

let app: ReactNode;
if (isStaffPath(window.location.pathname)) {
  const { AppProviders } = await import('@/app/providers');
  app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
} else {
  router.subscribe((state) => {
    if (isStaffPath((state.navigation.location ?? state.location).pathname))
      void loadStaffRuntime();
  });
  app = (
    <PublicProviders>
      <RouterProvider router={router} />
    </PublicProviders>
  );
}

// A content page arrives drawn by the server (src/client/prerender) with the content it was
// drawn from. Once the router has the page's code, React hydrates that markup (it is the same
// tree, see page-shell.test.tsx) instead of drawing it again: no blank frame, no spinner, no
// second layout. Any other page starts from an empty #root as before.
const hasServerShell = rootElement.firstElementChild !== null;
if (hasServerShell && !router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const element = <StrictMode>{app}</StrictMode>;
// Hydrating in a transition lets React yield to the browser every few milliseconds: the page is
// already on screen, so its hydration need not be one long task that holds up a tap or a scroll
// (a tap on a part not yet hydrated makes React finish it first; docs/performance.md).
if (hasServerShell) startTransition(() => void hydrateRoot(rootElement, element));
else createRoot(rootElement).render(element);
