/**
 * The built `index.html`, split once at start-up around the place where per-page head tags go,
 * so serving a page is two string concatenations, not an HTML parse.
 */

export type IndexTemplate = {
  before: string;
  after: string;
  /** Where in `after` the empty `#root` element's content goes; -1 when it has none. */
  rootAt: number;
};

/** What a pre-rendered page adds: markup for `#root`, and the content it was drawn from. */
export type PageBody = { html: string; data: unknown; dataId: string };

export type HeadTags = {
  title: string;
  description: string;
  /** Absolute. Omitted on a 404: an error answer is not a page to point at. */
  canonicalUrl?: string | undefined;
  isIndexable: boolean;
  siteName: string;
  /** Same-origin JS the page's route needs, fetched before the entry asks for it. */
  modulePreloads?: readonly string[];
};

/** A module script with a `src` (and its closing tag), or a module preload. */
const MODULE_SCRIPT_TAG =
  /[ \t]*(?:<script\b[^>]*\btype\s*=\s*["']?module\b[^>]*\bsrc\s*=[^>]*>\s*<\/script\s*>|<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>)(?:\r?\n)?/gi;
const SOURCE_ATTRIBUTE = /\b(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const HEAD_END = /<\/head\s*>/i;
/** The classic script (src/client/loader, minified into the build root) that starts a pre-rendered page's JS after it paints. */
const AFTER_PAINT_LOADER = '/start-after-paint.js';
/** The id of the JSON block that lists that JS for it. */
const AFTER_PAINT_DATA_ID = 'page-scripts';

/** A pre-rendered page's module scripts and preloads, as `start-after-paint.js` reads them. */
type AfterPaintScripts = { modules: string[]; preloads: string[] };

/**
 * Takes the module scripts and preloads out of a part of the template (or of the head tags),
 * adding their URLs to `scripts`. Attribute values are as written (already escaped HTML), so
 * `&amp;` and the like are decoded back.
 */
function takeModuleScripts(html: string, scripts: AfterPaintScripts): string {
  return html.replace(MODULE_SCRIPT_TAG, (tag) => {
    const match = SOURCE_ATTRIBUTE.exec(tag);
    const url = decodeHtmlAttribute(match?.[1] ?? match?.[2] ?? match?.[3] ?? '');
    if (url) (/^\s*<script/i.test(tag) ? scripts.modules : scripts.preloads).push(url);
    return '';
  });
}

const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decodeHtmlAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (entity, name: string) => DECODED[name] ?? entity);

/**
 * For a pre-rendered page, whose markup paints without any JS (decisions 016 and 036): its
 * module scripts and preloads are not in the HTML, where the browser would fetch them beside
 * the stylesheet, but listed in a JSON block that a tiny deferred classic script reads to add
 * them once the page has painted. The stylesheet and the HTML get the connection to themselves.
 */
function afterPaintTags(scripts: AfterPaintScripts): string {
  return (
    `<script type="application/json" id="${AFTER_PAINT_DATA_ID}">${jsonForScript(scripts)}</script>` +
    `\n    <script src="${AFTER_PAINT_LOADER}" defer></script>\n  `
  );
}

/** The tags per-page meta replaces; any of them left in the template would be duplicated. */
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const REPLACED_TAGS = [
  /[ \t]*<title\b[^>]*>[\s\S]*?<\/title\s*>(?:\r?\n)?/gi,
  /[ \t]*<meta\b[^>]*\bname\s*=\s*["']?(?:description|robots)\b[^>]*>(?:\r?\n)?/gi,
  /[ \t]*<meta\b[^>]*\bproperty\s*=\s*["']?og:[^>]*>(?:\r?\n)?/gi,
  /[ \t]*<link\b[^>]*\brel\s*=\s*["']?canonical\b[^>]*>(?:\r?\n)?/gi,
];
/** The client's mount point, empty as Vite writes it. */
const EMPTY_ROOT = /<div\b[^>]*\bid\s*=\s*(["']?)root\1(?=[\s/>])[^>]*>(?=\s*<\/div\s*>)/i;
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
  const after = marked.slice(slot);
  const root = EMPTY_ROOT.exec(after);
  return {
    before: marked.slice(0, slot),
    after,
    rootAt: root ? root.index + root[0].length : -1,
  };
}

/**
 * JSON inside a `<script type="application/json">`: `<` is written as `\u003c`, so no value can
 * close the element or open a comment, and `JSON.parse` reads the same data back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
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
  // `crossorigin` as Vite writes it, so the module fetch reuses the preloaded response.
  for (const href of tags.modulePreloads ?? []) {
    lines.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  }
  return lines.join('\n    ');
}

/**
 * A whole page: the template with this page's head tags in their slot and, for a pre-rendered
 * page, its markup inside `#root` and its content as a JSON data block (not run as script, so
 * the CSP is untouched), with its JS started after it paints (see afterPaintTags; taken from the
 * template and head tags only, never from content). A template without an empty `#root` gets
 * the head tags only.
 */
export function renderPage(template: IndexTemplate, tags: HeadTags, body?: PageBody): string {
  const head = renderHeadTags(tags);
  if (!body || template.rootAt === -1) return template.before + head + template.after;
  const data = `\n    <script type="application/json" id="${escapeHtml(body.dataId)}">${jsonForScript(body.data)}</script>`;
  const scripts: AfterPaintScripts = { modules: [], preloads: [] };
  const start = takeModuleScripts(template.before + head, scripts);
  const beforeRoot = takeModuleScripts(template.after.slice(0, template.rootAt), scripts);
  const end = takeModuleScripts(template.after.slice(template.rootAt), scripts);
  const loader = afterPaintTags(scripts);
  // The loader goes where the head ends (after the data block); a template without a `</head>`
  // (never Vite's) gets it last.
  const withLoader = (part: string) => part.replace(HEAD_END, (close) => loader + close);
  if (HEAD_END.test(start)) return withLoader(start) + data + beforeRoot + body.html + end;
  if (HEAD_END.test(beforeRoot)) return start + data + withLoader(beforeRoot) + body.html + end;
  return start + data + beforeRoot + body.html + end + loader;
}
