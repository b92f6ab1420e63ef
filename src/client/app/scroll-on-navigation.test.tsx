import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollOnNavigation } from '@/app/scroll-on-navigation';

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollOnNavigation />
    </>
  );
}

const routes = [
  {
    Component: Layout,
    children: [
      { path: '/', element: <Link to="/guide">Guide</Link> },
      {
        path: '/guide',
        element: (
          <>
            <h1 id="steps">Steps</h1>
            <Link to="/guide#steps">To the steps</Link>
          </>
        ),
      },
    ],
  },
];

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

/** The reader scrolls the page to `y`. */
function scrollReaderTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollOnNavigation', () => {
  it('leaves the first page where the browser or the reader put it', () => {
    scrollReaderTo(640);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);

    expect(screen.getByRole('link', { name: 'Guide' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('starts a new page at the top, a fragment at its element, and goes back to where it was', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    scrollReaderTo(640);

    await act(() => router.navigate('/guide'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    const steps = screen.getByRole('heading', { name: 'Steps' });
    const scrollIntoView = vi.fn();
    steps.scrollIntoView = scrollIntoView;
    await act(() => router.navigate('/guide#steps'));
    expect(scrollIntoView).toHaveBeenCalledOnce();

    scrollTo.mockClear();
    await act(() => router.navigate(-2));
    expect(screen.getByRole('link', { name: 'Guide' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 640);
  });
});
