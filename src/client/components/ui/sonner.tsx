import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';

/** How long a toast stays on screen (docs/product.md#interface-constants). */
export const TOAST_DURATION_MS = 4000;
/** How many toasts are visible at once; newer toasts replace older ones. */
export const TOASTS_VISIBLE = 1;
/**
 * Toasts sit at the top, below the site's and the back office's headers (64 px and 56 px): never
 * over a form's send button, a dialog's footer or the page editor's bottom bar, nor over the
 * header's Logout (docs/product.md#interface-constants).
 */
export const TOAST_TOP_OFFSET_PX = 72;

const themeVars = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
  // Darker than sonner's rich colours, so toast text meets WCAG AA (4.5:1) on its tint.
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
} as CSSProperties;

/**
 * The app's single toast outlet. Mount once near the root and raise toasts with sonner's
 * `toast()` / `toast.success()` / `toast.error(title, { description })`.
 */
export function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <SonnerToaster
      theme="light"
      position="top-right"
      offset={{ top: TOAST_TOP_OFFSET_PX, right: 16 }}
      // Below 600 px sonner spans the width: still at the top, clear of the header.
      mobileOffset={{ top: TOAST_TOP_OFFSET_PX, left: 8, right: 8 }}
      richColors
      closeButton
      visibleToasts={TOASTS_VISIBLE}
      duration={TOAST_DURATION_MS}
      className="toaster group"
      style={{ ...themeVars, ...style }}
      toastOptions={{ duration: TOAST_DURATION_MS, ...toastOptions }}
      {...props}
    />
  );
}
