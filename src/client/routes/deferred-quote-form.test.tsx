import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHomeContent } from '@shared/content/defaults';
import { DeferredQuoteForm, FormPlaceholder } from './deferred-quote-form';

// The form itself has its own tests; here only when it arrives matters.
vi.mock('@/features/leads/request/components/quote-form', () => ({
  QuoteForm: () => <form aria-label="Quote form" />,
}));

let idleCallbacks: IdleRequestCallback[];
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[];

beforeEach(() => {
  idleCallbacks = [];
  observers = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  });
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  // Unmounted while the stubs are there: the placeholder cancels its idle callback.
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DeferredQuoteForm content={defaultHomeContent.quoteForm} slug="/" />
    </MemoryRouter>,
  );
}

const quoteForm = () => screen.queryByRole('form', { name: 'Quote form' });

describe('DeferredQuoteForm', () => {
  it('holds the place with a busy placeholder until the form is due', () => {
    const { container } = renderAt('/');
    expect(quoteForm()).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('loads the form once the page has loaded and the browser is idle', async () => {
    renderAt('/');
    expect(idleCallbacks).toHaveLength(1);
    await act(async () => idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    expect(await screen.findByRole('form', { name: 'Quote form' })).toBeInTheDocument();
  });

  it('loads the form when its place comes near the screen', async () => {
    renderAt('/');
    expect(observers[0]?.options?.rootMargin).toMatch(/^0px 0px \d+%/);
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    await act(async () => observers[0]!.callback([entry], {} as IntersectionObserver));
    expect(await screen.findByRole('form', { name: 'Quote form' })).toBeInTheDocument();
  });

  it('loads the form at once for a link to #quote-form, without waiting for idle', async () => {
    renderAt('/#quote-form');
    expect(await screen.findByRole('form', { name: 'Quote form' })).toBeInTheDocument();
    expect(idleCallbacks).toHaveLength(0);
  });

  it('draws the placeholder on the server, even for a link to #quote-form', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/#quote-form']}>
        <DeferredQuoteForm content={defaultHomeContent.quoteForm} slug="/" />
      </MemoryRouter>,
    );
    expect(html).toBe(renderToString(<FormPlaceholder />));
  });
});
