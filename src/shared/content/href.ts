/**
 * A link target: a path on this site (`/about`, `/#quote-form`, `#quote-form`) or an http(s)
 * URL. Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export function isSafeHref(value: string): boolean {
  const href = value.trim();
  if (/^#[\w-]*$/.test(href)) return true;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
