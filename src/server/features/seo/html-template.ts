/**
 * The built `index.html`, split once at start-up around the place where per-page head tags go,
 * so serving a page is two string concatenations, not an HTML parse.
 */

export type IndexTemplate = { before: string; after: string };

export type HeadTags = {
  title: string;
  description: string;
  /** Absolute. Omitted on a 404: an error answer is not a page to point at. */
  canonicalUrl?: string | undefined;
  isIndexable: boolean;
  siteName: string;
};

/** The tags per-page meta replaces; any of them left in the template would be duplicated. */
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const REPLACED_TAGS = [
  /[ \t]*<title\b[^>]*>[\s\S]*?<\/title\s*>(?:\r?\n)?/gi,
  /[ \t]*<meta\b[^>]*\bname\s*=\s*["']?(?:description|robots)\b[^>]*>(?:\r?\n)?/gi,
  /[ \t]*<meta\b[^>]*\bproperty\s*=\s*["']?og:[^>]*>(?:\r?\n)?/gi,
  /[ \t]*<link\b[^>]*\brel\s*=\s*["']?canonical\b[^>]*>(?:\r?\n)?/gi,
];
/** Cannot occur in HTML text, so it marks the slot safely while the other tags are removed. */
const SLOT = '\u0000head-slot\u0000';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * Removes the template's own title/description/robots/canonical/OG tags and splits where its
 * title stood (keeping the head's order), else before `</head>`, else after `<head>`, else after
 * the doctype.
 */
export function splitIndexHtml(html: string): IndexTemplate {
  let marked = html.replace(TITLE, SLOT);
  for (const pattern of REPLACED_TAGS) marked = marked.replace(pattern, '');
  let slot = marked.indexOf(SLOT);
  if (slot === -1) slot = fallbackSlot(marked);
  else marked = marked.replace(SLOT, '');
  return { before: marked.slice(0, slot), after: marked.slice(slot) };
}

function fallbackSlot(html: string): number {
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd !== -1) return headEnd;
  const headStart = /<head\b[^>]*>/i.exec(html);
  if (headStart) return headStart.index + headStart[0].length;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0].length : 0;
}

/** The per-page head tags, every value escaped. */
export function renderHeadTags(tags: HeadTags): string {
  const title = escapeHtml(tags.title);
  const description = escapeHtml(tags.description);
  const lines = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (!tags.isIndexable) lines.push('<meta name="robots" content="noindex" />');
  if (tags.canonicalUrl !== undefined) {
    lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonicalUrl)}" />`);
  }
  lines.push(
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
  );
  if (tags.canonicalUrl !== undefined) {
    lines.push(`<meta property="og:url" content="${escapeHtml(tags.canonicalUrl)}" />`);
  }
  lines.push(
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(tags.siteName)}" />`,
  );
  return lines.join('\n    ');
}

/** A whole page: the template with this page's head tags in their slot. */
export function renderPage(template: IndexTemplate, tags: HeadTags): string {
  return template.before + renderHeadTags(tags) + template.after;
}
