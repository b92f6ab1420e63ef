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

let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[];

beforeEach(() => {
  observers = [];
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
  // Unmounted while the stubs are there: the placeholder stops observing and listening.
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

  it('never loads the form for a visit that only reads', async () => {
    renderAt('/');
    // The page's load and idle moments pass; nothing the visitor did asks for the form.
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(quoteForm()).not.toBeInTheDocument();
  });

  it.each([
    ['a key (Tab)', () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })],
    ['a pointer press', () => new Event('pointerdown', { bubbles: true })],
    ['a touch', () => new Event('touchstart', { bubbles: true })],
    ['a scroll', () => new Event('scroll')],
    ['focus moving', () => new FocusEvent('focusin', { bubbles: true })],
  ])('loads the form on the visitor’s first action: %s', async (_, event) => {
    renderAt('/');
    expect(quoteForm()).not.toBeInTheDocument();
    await act(async () => document.body.dispatchEvent(event()));
    expect(await screen.findByRole('form', { name: 'Quote form' })).toBeInTheDocument();
  });

  it('stops listening once unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderAt('/');
    unmount();
    const types = removed.mock.calls.map(([type]) => type);
    expect(types).toEqual(expect.arrayContaining(['keydown', 'pointerdown', 'scroll']));
    removed.mockRestore();
  });

  it('loads the form when its place comes near the screen', async () => {
    renderAt('/');
    expect(observers[0]?.options?.rootMargin).toMatch(/^0px 0px \d+%/);
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    await act(async () => observers[0]!.callback([entry], {} as IntersectionObserver));
    expect(await screen.findByRole('form', { name: 'Quote form' })).toBeInTheDocument();
  });

  it('loads the form at once for a link to #quote-form, without any action', async () => {
    renderAt('/#quote-form');
    expect(await screen.findByRole('form', { name: 'Quote form' })).toBeInTheDocument();
    expect(observers).toHaveLength(0);
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
