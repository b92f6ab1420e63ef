import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  TOAST_DURATION_MS,
  TOAST_TOP_OFFSET_PX,
  TOASTS_VISIBLE,
  Toaster,
} from '@/components/ui/sonner';

function toastElements(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
}

function visibleToasts(): HTMLElement[] {
  return toastElements().filter((el) => el.getAttribute('data-visible') === 'true');
}

afterEach(() => {
  // sonner keeps toasts in a module-level store; clear it between tests.
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('uses the product’s toast constants', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOASTS_VISIBLE).toBe(1);
  });

  it('shows only one toast at a time when two are raised (newest wins)', async () => {
    render(<Toaster />);

    act(() => {
      toast('First toast');
      toast('Second toast');
    });

    await waitFor(() => expect(toastElements()).toHaveLength(2));

    const visible = visibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveTextContent('Second toast');

    const hidden = toastElements().filter((el) => el.getAttribute('data-visible') === 'false');
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toHaveTextContent('First toast');
  });

  it('renders top-right, below the headers, with rich colours and a close button', async () => {
    render(<Toaster />);

    act(() => {
      toast.error('Could not load quotes', { description: 'Please try again.' });
    });

    const title = await screen.findByText('Could not load quotes');
    const el = title.closest<HTMLElement>('[data-sonner-toast]');
    expect(el).not.toBeNull();
    expect(el).toHaveAttribute('data-type', 'error');
    expect(el).toHaveAttribute('data-rich-colors', 'true');
    expect(el).toHaveAttribute('data-y-position', 'top');
    expect(el).toHaveAttribute('data-x-position', 'right');
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeInTheDocument();

    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-sonner-theme', 'light');
    // Clear of the headers (64 px public, 56 px staff) on desktop and on a phone.
    expect(list?.style.getPropertyValue('--offset-top')).toBe(`${TOAST_TOP_OFFSET_PX}px`);
    expect(list?.style.getPropertyValue('--mobile-offset-top')).toBe(`${TOAST_TOP_OFFSET_PX}px`);
  });

  it(`auto-dismisses after ${TOAST_DURATION_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);

    act(() => {
      toast('Quote request sent');
    });
    await vi.waitFor(() => expect(toastElements()).toHaveLength(1));

    // Just before the deadline the toast is still up.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100);
    });
    expect(toastElements()).toHaveLength(1);
    expect(toastElements()[0]).not.toHaveAttribute('data-removed', 'true');

    // Just after the deadline it is being removed (exit animation) or already gone.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(toastElements().filter((el) => el.getAttribute('data-removed') !== 'true')).toEqual([]);
    await vi.waitFor(() => expect(toastElements()).toHaveLength(0));
  });
});
