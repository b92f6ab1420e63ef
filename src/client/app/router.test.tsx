import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/app/route-error';
import { appRoutes } from '@/app/app-routes';
import { createAppRouter } from '@/app/router';

function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // ScrollOnNavigation scrolls on navigation; jsdom doesn't implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('app router', () => {
  // One segment is a landing page (`/:slug`, which shows the home defaults); deeper unknown
  // paths are the not-found page.
  it('renders the not-found page for an unknown path', async () => {
    renderAt(appRoutes, '/no/such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: /404\s*Oops! Page not found/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Page not found — Coach Hire Ireland'));
  });

  it('offers a skip link to the main content', async () => {
    renderAt(appRoutes, '/missing/page');

    await screen.findByText('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('renders the route error screen with the message when a loader throws', async () => {
    renderAt(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          HydrateFallback: () => null,
          loader: () => {
            throw new Error('Database is on fire');
          },
          Component: () => <p>never rendered</p>,
        },
      ],
      '/',
    );

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database is on fire')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the status and status text for a thrown error response', async () => {
    renderAt(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          HydrateFallback: () => null,
          loader: () => {
            throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
          },
          Component: () => <p>never rendered</p>,
        },
      ],
      '/',
    );

    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});

describe('the browser router', () => {
  const leafPath = (router: ReturnType<typeof createAppRouter>) =>
    router.state.matches.map((match) => match.route.path ?? '').join('/');

  it('starts with the public routes and adds a section’s routes when a navigation heads there', async () => {
    const router = createAppRouter();
    await router.navigate('/coach-hire-cork');
    expect(leafPath(router)).toBe('/:slug');
    await router.navigate('/login');
    expect(leafPath(router)).toBe('/login');
    await router.navigate('/operator/jobs');
    expect(leafPath(router)).toBe('/operator/jobs');
    // A path no route has is still the not-found page.
    await router.navigate('/no/such-page');
    expect(leafPath(router)).toBe('/*');
    router.dispose();
  });
});
