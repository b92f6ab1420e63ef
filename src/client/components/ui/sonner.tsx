import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';

/** How long a toast stays on screen (product spec). */
export const TOAST_DURATION_MS = 4000;
/** How many toasts are visible at once (product spec); newer toasts replace older ones. */
export const TOASTS_VISIBLE = 1;

const themeVars = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--border-radius': 'var(--radius)',
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
