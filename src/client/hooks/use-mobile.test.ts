import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MOBILE_BREAKPOINT, useIsMobile } from '@/hooks/use-mobile';

const originalMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** Minimal controllable matchMedia for `(max-width: Npx)` queries. */
function mockMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query)?.[1];
    return max !== undefined && width <= Number(max);
  };
  window.matchMedia = vi.fn((query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return {
    queries,
    listeners,
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useIsMobile', () => {
  it('uses a 768px breakpoint', () => {
    expect(MOBILE_BREAKPOINT).toBe(768);
    const media = mockMatchMedia(1024);
    renderHook(() => useIsMobile());
    expect(media.queries).toContain('(max-width: 767px)');
  });

  it('is false when matchMedia is unavailable (jsdom/SSR-like)', () => {
    // @ts-expect-error -- simulate an environment without matchMedia
    window.matchMedia = undefined;
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
  });

  it('reflects the viewport and follows changes', () => {
    const media = mockMatchMedia(767);
    const { result, unmount } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);

    act(() => media.resize(768));
    expect(result.current).toBe(false);

    act(() => media.resize(320));
    expect(result.current).toBe(true);

    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
