import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  TOOLTIP_DELAY_MS,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@/components/ui/tooltip';

const OriginalResizeObserver = globalThis.ResizeObserver;

beforeEach(() => {
  // Radix popper measures with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  globalThis.ResizeObserver = OriginalResizeObserver;
});

function hover(element: HTMLElement) {
  // Radix opens tooltips from pointermove (mouse) with the provider's delay.
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

describe('Tooltip', () => {
  it('uses the product’s delay of 700 ms', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });

  it('opens on hover only after the default delay', () => {
    render(
      <Tooltip>
        <TooltipTrigger>Price info</TooltipTrigger>
        <TooltipContent>Price for the whole group</TooltipContent>
      </Tooltip>,
    );

    hover(screen.getByRole('button', { name: 'Price info' }));
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Price for the whole group');
    expect(screen.getByRole('button', { name: 'Price info' })).toHaveAccessibleDescription(
      'Price for the whole group',
    );
  });

  it('accepts a delay override via TooltipProvider / Tooltip', () => {
    render(
      <TooltipProvider delayDuration={100}>
        <Tooltip delayDuration={100}>
          <TooltipTrigger>Fast</TooltipTrigger>
          <TooltipContent>Quick tip</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    hover(screen.getByRole('button', { name: 'Fast' }));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Quick tip');
  });
});
