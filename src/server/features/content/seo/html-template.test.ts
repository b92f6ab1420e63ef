import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderHeadTags, renderPage, splitIndexHtml } from './html-template';

const clientIndexHtml = readFileSync(
  new URL('../../../../client/index.html', import.meta.url),
  'utf8',
);

const tags = {
  title: 'Coach Hire Cork — Coach Hire Ireland',
  description: 'Quotes for Cork',
  canonicalUrl: 'https://coachhire.example.ie/coach-hire-cork',
  isIndexable: true,
  siteName: 'Coach Hire Ireland',
};

describe('splitIndexHtml', () => {
  it("replaces the client's default title and multi-line description, keeping everything else", () => {
    const html = renderPage(splitIndexHtml(clientIndexHtml), tags);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Coach Hire Cork — Coach Hire Ireland</title>');
    expect(html).not.toContain('compare quotes from verified bus companies</title>');
    for (const kept of [
      '<meta charset="UTF-8" />',
      'name="viewport"',
      'rel="icon"',
      '<div id="root">',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<title>'));
  });

  it('drops robots, canonical and Open Graph tags a build might add, so none is doubled', () => {
    const built =
      '<html><head><meta name="robots" content="all"><link rel="canonical" href="/x">' +
      '<meta property="og:title" content="x"><title>x</title></head><body></body></html>';
    const html = renderPage(splitIndexHtml(built), { ...tags, isIndexable: false });
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html.match(/og:title/g)).toHaveLength(1);
  });

  it.each([
    [
      '<!doctype html><title>Test</title><div id="root"></div>',
      '<!doctype html>',
      '<div id="root">',
    ],
    [
      '<html><head><meta charset="utf-8"></head><body></body></html>',
      '<meta charset="utf-8">',
      '</head>',
    ],
    ['<html><head></head></html>', '<head>', '</head>'],
    ['<!doctype html><div id="root"></div>', '<!doctype html>', '<div id="root">'],
  ])('finds a slot in %j', (template, before, after) => {
    const { before: head, after: rest } = splitIndexHtml(template);
    expect(head.endsWith(before)).toBe(true);
    expect(rest.startsWith(after)).toBe(true);
  });
});

describe('renderHeadTags', () => {
  it('escapes every value for text and attributes', () => {
    const html = renderHeadTags({
      ...tags,
      title: '</title><script>alert(1)</script>',
      description: '" onload="alert(1)',
      canonicalUrl: 'https://x.example/"><script>',
      siteName: "O'Brien & Sons",
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onload');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('content="&quot; onload=&quot;alert(1)"');
    expect(html).toContain('content="O&#39;Brien &amp; Sons"');
  });

  it('writes noindex only for pages kept out of search, and no canonical when there is none', () => {
    expect(renderHeadTags(tags)).not.toContain('robots');
    const notFound = renderHeadTags({ ...tags, canonicalUrl: undefined, isIndexable: false });
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('canonical');
    expect(notFound).not.toContain('og:url');
  });

  it('writes a modulepreload link per preloaded script, escaped, and none by default', () => {
    expect(renderHeadTags(tags)).not.toContain('modulepreload');
    const html = renderHeadTags({
      ...tags,
      modulePreloads: ['/assets/home-page-abc.js', '/assets/x".js'],
    });
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-abc.js" />',
    );
    expect(html).toContain('href="/assets/x&quot;.js"');
  });

  it('writes the Open Graph tags', () => {
    const html = renderHeadTags(tags);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(tags.title)}" />`);
    expect(html).toContain('<meta property="og:description" content="Quotes for Cork" />');
    expect(html).toContain(`<meta property="og:url" content="${tags.canonicalUrl}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Coach Hire Ireland" />');
  });
});

describe('renderPage', () => {
  const built =
    '<!doctype html><html><head><title>x</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/boot-1.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/boot-1.css">' +
    '</head><body><div id="root"></div></body></html>';
  const withPreloads = { ...tags, modulePreloads: ['/assets/home-1.js'] };
  const body = {
    html: '<main><p>&lt;script type=&quot;module&quot;&gt; in the content</p></main>',
    data: { text: '<link rel="modulepreload" href="/x.js">' },
    dataId: 'page-content',
  };

  const scriptsOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)![1]!,
    );

  it('starts the JS of a pre-rendered page after it paints: no script tag, a list the loader reads', () => {
    const html = renderPage(splitIndexHtml(built), withPreloads, body);
    expect(html).not.toMatch(/<script\b[^>]*type="module"/);
    expect(html).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
    expect(scriptsOf(html)).toEqual({
      modules: ['/assets/index-1.js'],
      preloads: ['/assets/home-1.js', '/assets/boot-1.js'],
    });
    // The loader, deferred, in the head after the list; the stylesheet as it was.
    expect(html).toMatch(
      /id="page-scripts">[^<]*<\/script>\s*<script src="\/start-after-paint\.js" defer><\/script>\s*<\/head>/,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-1.css">');
    // The content is left alone, even where it reads like a script tag.
    expect(html).toContain(body.html);
  });

  it('leaves the scripts of a page drawn in the browser, which needs its JS to show', () => {
    const html = renderPage(splitIndexHtml(built), withPreloads);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js" />');
    expect(html).not.toContain('start-after-paint');
  });

  it('reads URLs as written, quoted or not, with their entities decoded', () => {
    const template = built.replace(
      '<link rel="modulepreload" crossorigin href="/assets/boot-1.js">',
      "<link rel=modulepreload href='/assets/boot-1.js?v=1&amp;x=2'>",
    );
    const html = renderPage(splitIndexHtml(template), tags, body);
    expect(scriptsOf(html).preloads).toEqual(['/assets/boot-1.js?v=1&x=2']);
  });
});
