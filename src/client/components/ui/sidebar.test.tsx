import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
  type SidebarProviderProps,
} from '@/components/ui/sidebar';

// ---------------------------------------------------------------------------------------------
// Test helpers

type MediaListener = (event: MediaQueryListEvent) => void;

/**
 * Installs a controllable `window.matchMedia` (jsdom has none). `(max-width: Npx)` queries match
 * when the fake viewport width is <= N. Returns a setter that fires `change` events.
 */
function mockMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; listeners: Set<MediaListener> }[] = [];
  const evaluate = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max?.[1] !== undefined ? width <= Number(max[1]) : false;
  };
  window.matchMedia = vi.fn((query: string) => {
    const entry = { query, listeners: new Set<MediaListener>() };
    lists.push(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: MediaListener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: MediaListener) =>
        entry.listeners.delete(listener),
      addListener: (listener: MediaListener) => entry.listeners.add(listener),
      removeListener: (listener: MediaListener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    setWidth(next: number) {
      width = next;
      for (const { query, listeners } of lists) {
        for (const listener of listeners) {
          listener({ matches: evaluate(query), media: query } as MediaQueryListEvent);
        }
      }
    },
  };
}

/** Records every string assigned to `document.cookie` while still letting jsdom store it. */
function spyOnCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.get || !descriptor.set) throw new Error('document.cookie accessor missing');
  const { get, set } = descriptor;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(document) as string;
    },
    set(value: string) {
      writes.push(value);
      set.call(document, value);
    },
  });
  return writes;
}

function clearSidebarCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

function getSidebar(): HTMLElement {
  const el = document.querySelector<HTMLElement>('[data-slot="sidebar"]');
  if (!el) throw new Error('sidebar not rendered');
  return el;
}

function StateProbe() {
  const { state, open, isMobile, openMobile } = useSidebar();
  return (
    <output data-testid="probe">{JSON.stringify({ state, open, isMobile, openMobile })}</output>
  );
}

function TestSidebar(props: Omit<SidebarProviderProps, 'children'>) {
  return (
    <SidebarProvider {...props}>
      <Sidebar>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Main</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                <SidebarMenuItem>
                  <SidebarMenuButton asChild isActive tooltip="Quotes">
                    <a href="/quotes">
                      <span>Quotes</span>
                    </a>
                  </SidebarMenuButton>
                </SidebarMenuItem>
                <SidebarMenuItem>
                  <SidebarMenuButton tooltip="Operators">
                    <span>Operators</span>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
        <StateProbe />
      </SidebarInset>
    </SidebarProvider>
  );
}

const originalMatchMedia = window.matchMedia;
const OriginalResizeObserver = globalThis.ResizeObserver;

beforeEach(() => {
  clearSidebarCookie();
  // Radix popper (tooltip) measures with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  // Restore the prototype accessor if a test shadowed it on the instance.
  Reflect.deleteProperty(document, 'cookie');
  clearSidebarCookie();
  window.matchMedia = originalMatchMedia;
  globalThis.ResizeObserver = OriginalResizeObserver;
});

// ---------------------------------------------------------------------------------------------

describe('sidebar constants', () => {
  it('match the product’s interface constants', () => {
    expect(SIDEBAR_COOKIE_NAME).toBe('sidebar_state');
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(60 * 60 * 24 * 7);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(SIDEBAR_WIDTH).toBe('16rem');
    expect(SIDEBAR_WIDTH_MOBILE).toBe('18rem');
    expect(SIDEBAR_WIDTH_ICON).toBe('3rem');
    expect(SIDEBAR_KEYBOARD_SHORTCUT).toBe('b');
  });

  it('exposes widths as CSS variables on the wrapper', () => {
    render(<TestSidebar />);
    const wrapper = document.querySelector<HTMLElement>('[data-slot="sidebar-wrapper"]');
    expect(wrapper?.style.getPropertyValue('--sidebar-width')).toBe('16rem');
    expect(wrapper?.style.getPropertyValue('--sidebar-width-icon')).toBe('3rem');
  });
});

describe('SidebarProvider (desktop)', () => {
  it('starts expanded by default', () => {
    render(<TestSidebar />);
    expect(getSidebar()).toHaveAttribute('data-state', 'expanded');
    expect(getSidebar()).toHaveAttribute('data-collapsible', '');
  });

  it('Ctrl+B toggles the sidebar and persists the state in the cookie', async () => {
    const writes = spyOnCookieWrites();
    const user = userEvent.setup();
    render(<TestSidebar />);

    await user.keyboard('{Control>}b{/Control}');
    expect(getSidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(getSidebar()).toHaveAttribute('data-collapsible', 'icon');
    expect(writes).toEqual(['sidebar_state=false; path=/; max-age=604800']);
    expect(document.cookie).toContain('sidebar_state=false');

    await user.keyboard('{Control>}b{/Control}');
    expect(getSidebar()).toHaveAttribute('data-state', 'expanded');
    expect(writes).toEqual([
      'sidebar_state=false; path=/; max-age=604800',
      'sidebar_state=true; path=/; max-age=604800',
    ]);
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('Cmd+B (metaKey) toggles the sidebar', async () => {
    const writes = spyOnCookieWrites();
    const user = userEvent.setup();
    render(<TestSidebar />);

    await user.keyboard('{Meta>}b{/Meta}');
    expect(getSidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(writes.at(-1)).toBe('sidebar_state=false; path=/; max-age=604800');

    await user.keyboard('{Meta>}B{/Meta}');
    expect(getSidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('prevents the browser default for the shortcut only', () => {
    render(<TestSidebar />);
    // fireEvent returns false when preventDefault() was called.
    expect(fireEvent.keyDown(window, { key: 'b', ctrlKey: true })).toBe(false);
    expect(getSidebar()).toHaveAttribute('data-state', 'collapsed');

    expect(fireEvent.keyDown(window, { key: 'b' })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'c', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'b', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(getSidebar()).toHaveAttribute('data-state', 'collapsed');
  });

  it('reads the initial state from the sidebar_state cookie', () => {
    document.cookie = 'sidebar_state=false; path=/';
    render(<TestSidebar />);
    expect(getSidebar()).toHaveAttribute('data-state', 'collapsed');
  });

  it('prefers an explicit defaultOpen over the cookie', () => {
    document.cookie = 'sidebar_state=false; path=/';
    render(<TestSidebar defaultOpen />);
    expect(getSidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('supports controlled open/onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<TestSidebar open onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still controlled: the parent has not changed `open` yet.
    expect(getSidebar()).toHaveAttribute('data-state', 'expanded');

    rerender(<TestSidebar open={false} onOpenChange={onOpenChange} />);
    expect(getSidebar()).toHaveAttribute('data-state', 'collapsed');
  });

  it('SidebarTrigger toggles and exposes an accessible name and aria-expanded', async () => {
    const user = userEvent.setup();
    render(<TestSidebar />);
    const trigger = screen.getByRole('button', { name: 'Toggle Sidebar' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.click(trigger);
    expect(getSidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('useSidebar throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<StateProbe />)).toThrow(/SidebarProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('SidebarMenuButton', () => {
  it('marks the active item with data-active and aria-current="page"', () => {
    render(<TestSidebar />);
    const active = screen.getByRole('link', { name: 'Quotes' });
    expect(active.tagName).toBe('A');
    expect(active).toHaveAttribute('href', '/quotes');
    expect(active).toHaveAttribute('data-active', 'true');
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveAttribute('data-slot', 'sidebar-menu-button');

    const inactive = screen.getByRole('button', { name: 'Operators' });
    expect(inactive).toHaveAttribute('data-active', 'false');
    expect(inactive).not.toHaveAttribute('aria-current');
    expect(inactive).toHaveAttribute('type', 'button');
  });

  it('shows its tooltip only while the sidebar is collapsed', async () => {
    render(<TestSidebar />);
    const button = screen.getByRole('button', { name: 'Operators' });

    // Keyboard focus opens a Radix tooltip immediately (no hover delay).
    act(() => button.focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => button.blur());

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(getSidebar()).toHaveAttribute('data-state', 'collapsed');

    act(() => button.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Operators');
  });
});

describe('Sidebar on mobile (< 768px)', () => {
  it('renders as a drawer dialog opened by the trigger', async () => {
    mockMatchMedia(500);
    const user = userEvent.setup();
    render(<TestSidebar />);

    expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    expect(JSON.parse(screen.getByTestId('probe').textContent)).toMatchObject({
      isMobile: true,
      openMobile: false,
    });
    // Closed drawer: nothing rendered.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quotes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));

    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(drawer).toHaveAttribute('data-slot', 'sidebar');
    expect(drawer).toHaveAttribute('data-mobile', 'true');
    expect(drawer.style.getPropertyValue('--sidebar-width')).toBe('18rem');
    expect(drawer).toHaveAccessibleDescription('Site navigation menu');
    expect(within(drawer).getByRole('link', { name: 'Quotes' })).toBeInTheDocument();

    // The close button is a real, keyboard-reachable button.
    const close = within(drawer).getByRole('button', { name: 'Close' });
    expect(close).not.toHaveAttribute('tabindex', '-1');

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Ctrl+B toggles the drawer (not the desktop state) and Escape closes it', async () => {
    mockMatchMedia(375);
    const writes = spyOnCookieWrites();
    const user = userEvent.setup();
    render(<TestSidebar />);

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches between drawer and column when the viewport crosses 768px', () => {
    const media = mockMatchMedia(1024);
    render(<TestSidebar />);
    expect(getSidebar()).toHaveAttribute('data-state', 'expanded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => media.setWidth(767));
    expect(document.querySelector('[data-slot="sidebar"]')).toBeNull();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();

    act(() => media.setWidth(768));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getSidebar()).toHaveAttribute('data-state', 'expanded');

    // Drawer state was reset, so going back to mobile does not pop it open again.
    act(() => media.setWidth(600));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
