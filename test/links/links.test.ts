import { fileURLToPath } from 'node:url';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/loadConfig.js';
import { loadTestContent } from '../helpers/loadTestContent.js';
import { checkLinks, type CheckedPage, type LinkTable } from '../../src/links/checkLinks.js';
import { metOnPage } from '../../src/util/errors.js';
import { buildRoutes } from '../../src/routes/buildRoutes.js';
import { pageSources } from '../../src/routes/pageSources.js';
import { htmlIds } from '../../src/content/htmlIds.js';

const table: LinkTable = {
  idsByRoute: new Map([
    ['/', new Set(['main'])],
    ['/docs/install', new Set(['main', 'requirements', 'expo', 'react-native'])],
    ['/docs/doc-picker-api', new Set(['main', 'keeplocalcopy', 'pick', 'presentationstyle-1'])],
    ['/docs/sponsor-only/picker/open-mode', new Set(['main', 'long-term-file-access'])],
  ]),
  files: new Set(['/llms.txt', '/sitemap.xml', '/docs/install.md', '/assets/app-1a2b3c.js', '/img/logo.svg']),
};

const page = (href: string, route = '/docs/sponsor-only/picker/open-mode'): CheckedPage => ({
  route,
  origin: 'content/docs/sponsor-only/picker/open-mode.md',
  links: [{ href, text: 'the link', line: 42, column: 7 }],
});

describe('checkLinks with trailingSlash: a page is read at /path/, and its relative links resolve from there', () => {
  const page = (href: string): CheckedPage => ({ route: '/docs/sponsor-only/picker/open-mode', origin: 'content/docs/sponsor-only/picker/open-mode.md', links: [{ href, text: 'the link', line: 3, column: 1 }] });
  it('../../install reaches /docs/install from /docs/sponsor-only/picker/open-mode/, and is broken from the page without the slash', () => {
    expect(checkLinks([page('../../../install')], { ...table, trailingSlash: true })).toEqual([]);
    expect(checkLinks([page('../../../install/#expo')], { ...table, trailingSlash: true })).toEqual([]);
    expect(checkLinks([page('../../../install')], table)).toHaveLength(1);
    expect(checkLinks([page('../../install')], table)).toEqual([]);
    expect(checkLinks([page('../../install')], { ...table, trailingSlash: true })[0]!.message).toContain('(no page at /docs/sponsor-only/install)');
  });

  it('a link to a static HTML file is that file, not the page of its name', () => {
    const withOld = { ...table, files: new Set([...table.files, '/legacy/old.html']) };
    expect(checkLinks([page('/legacy/old.html')], withOld)).toEqual([]);
    expect(checkLinks([page('/legacy/gone.html')], withOld)[0]!.message).toContain('broken link');
  });
});

describe('checkLinks: links that are fine', () => {
  const ok: { name: string; href: string; route?: string }[] = [
    { name: 'a page', href: '/docs/install' },
    { name: 'a page and anchor', href: '/docs/doc-picker-api#keeplocalcopy' },
    { name: 'a duplicate-slug anchor', href: '/docs/doc-picker-api#presentationstyle-1' },
    { name: 'a page with .html', href: '/docs/install.html' },
    { name: 'a page with a trailing slash', href: '/docs/install/' },
    { name: 'a page with a query', href: '/docs/install?tab=ios#expo' },
    { name: 'an anchor on the same page', href: '#long-term-file-access' },
    { name: 'a relative page', href: '../../doc-picker-api#pick' },
    { name: 'a sibling page', href: 'open-mode#long-term-file-access' },
    { name: 'the landing page', href: '/' },
    { name: 'the skip link target', href: '#main' },
    { name: 'a percent-encoded anchor', href: '/docs/install#react%2Dnative' },
    { name: 'an emitted file', href: '/llms.txt' },
    { name: 'a hashed asset', href: '/assets/app-1a2b3c.js' },
    { name: 'a static image', href: '/img/logo.svg' },
    { name: 'a page’s Markdown source', href: '/docs/install.md' },
    // External links are not this gate's business (the crawler may check them).
    { name: 'https', href: 'https://example.com/nope#nope' },
    { name: 'http', href: 'http://example.com' },
    { name: 'mailto', href: 'mailto:someone@example.com' },
    { name: 'protocol-relative', href: '//cdn.example.com/x.js' },
    { name: 'tel', href: 'tel:+100' },
  ];

  it.each(ok)('$name: $href', ({ href, route }) => {
    expect(checkLinks([page(href, route)], table)).toEqual([]);
  });
});

describe('checkLinks: broken links name the page file:line:column, the link and what is missing', () => {
  const where = 'content/docs/sponsor-only/picker/open-mode.md:42:7';
  const broken: { name: string; href: string; kind: 'link' | 'anchor'; message: string }[] = [
    {
      name: 'missing page',
      href: '/docs/instal',
      kind: 'link',
      message: `${where}: broken link "the link" → /docs/instal (no page at /docs/instal)`,
    },
    {
      name: 'missing relative page',
      href: '../viewer',
      kind: 'link',
      message: `${where}: broken link "the link" → ../viewer (no page at /docs/sponsor-only/viewer)`,
    },
    {
      name: 'missing file',
      href: '/assets/app-000000.js',
      kind: 'link',
      message: `${where}: broken link "the link" → /assets/app-000000.js (no page at /assets/app-000000.js)`,
    },
    {
      name: 'missing anchor',
      href: '/docs/doc-picker-api#keepLocalCopy',
      kind: 'anchor',
      message: `${where}: broken anchor "the link" → /docs/doc-picker-api#keepLocalCopy (/docs/doc-picker-api has no element with id "keepLocalCopy")`,
    },
    {
      name: 'missing anchor on the same page',
      href: '#long-term-access',
      kind: 'anchor',
      message: `${where}: broken anchor "the link" → #long-term-access (/docs/sponsor-only/picker/open-mode has no element with id "long-term-access")`,
    },
    {
      name: 'anchor on a normalised path',
      href: '/docs/install.html#setup',
      kind: 'anchor',
      message: `${where}: broken anchor "the link" → /docs/install.html#setup (/docs/install has no element with id "setup")`,
    },
  ];

  it.each(broken)('$name', ({ href, kind, message }) => {
    expect(checkLinks([page(href)], table)).toEqual([{ kind, message }]);
  });

  it('names the file alone when the link has no position', () => {
    const problems = checkLinks([{ route: '/', origin: 'site.config.ts', links: [{ href: '/docs/nope', text: 'Get Started' }] }], table);
    expect(problems).toEqual([{ kind: 'link', message: 'site.config.ts: broken link "Get Started" → /docs/nope (no page at /docs/nope)' }]);
  });

  it('reports every problem of every page, in order', () => {
    const pages: CheckedPage[] = [
      { route: '/docs/install', origin: 'content/docs/install.md', links: [{ href: '/docs/a', text: 'a', line: 1 }, { href: '/docs/install', text: 'ok', line: 2 }, { href: '#b', text: 'b', line: 3 }] },
      { route: '/', origin: 'site.config.ts', links: [{ href: '/docs/c', text: 'c' }] },
    ];
    expect(checkLinks(pages, table).map((p) => `${p.kind} ${p.message.slice(0, p.message.indexOf(': '))}`)).toEqual([
      'link content/docs/install.md:1',
      'anchor content/docs/install.md:3',
      'link site.config.ts',
    ]);
  });
});

describe('checkLinks over the real site’s content', () => {
  it('finds no broken internal link or anchor', async () => {
    const config = await loadConfig(fileURLToPath(new URL('../../site.config.ts', import.meta.url)));
    const content = await loadTestContent(config);
    const routes = buildRoutes(content, config, pageSources(config));
    const pages: CheckedPage[] = routes.routes.filter((r) => r.doc).map((r) => ({ route: r.path, origin: r.doc!.displayPath, links: r.doc!.facts.links }));
    const linkTable: LinkTable = {
      // A page's anchors are the ids of its body's HTML (the page step reads them after rendering it).
      idsByRoute: new Map(routes.routes.map((r) => [r.path, new Set([...(r.doc?.hast ? htmlIds(toHtml(r.doc.hast)) : []), 'main'])])),
      files: new Set(['/llms.txt', '/sitemap.xml']),
    };
    expect(pages.reduce((n, p) => n + p.links.length, 0)).toBeGreaterThan(100);
    expect(checkLinks(pages, linkTable)).toEqual([]);
    // The same links against a table missing one page are reported.
    const without = new Map(linkTable.idsByRoute);
    without.delete('/docs/doc-picker-api');
    expect(checkLinks(pages, { ...linkTable, idsByRoute: without }).length).toBeGreaterThan(5);
  });
});

describe('checkLinks: images', () => {
  const withImage = (src: string): CheckedPage => ({
    route: '/docs/guide',
    origin: 'content/docs/guide.md',
    sourcePath: '/site/content/docs/guide.md',
    links: [],
    images: [{ src, line: 9, column: 1 }],
  });
  const files: LinkTable = { ...table, fileExists: (file) => file === '/site/content/assets/red.png' };

  it.each(['../assets/red.png', '../assets/red.png?v=2', 'https://example.com/x.png', '//cdn.example.com/x.png', 'data:image/png;base64,AAAA', '/img/logo.svg'])('%s is fine', (src) => {
    expect(checkLinks([withImage(src)], files)).toEqual([]);
  });

  it('a relative image with no file beside the page: file:line, the image and where it was looked for', () => {
    expect(checkLinks([withImage('../assets/gone.png')], files)).toEqual([
      { kind: 'image', message: 'content/docs/guide.md:9:1: missing image ../assets/gone.png (no file at /site/content/assets/gone.png)' },
    ]);
  });

  it("a relative image a component left as written (a React page's <img src=\"./img/logo.svg\">) is found from the page's URL, as the browser reads it", () => {
    const home: CheckedPage = { route: '/', origin: 'src/pages/index.js', sourcePath: '/site/src/pages/index.js', links: [], images: [{ src: './img/logo.svg', line: 1, column: 84 }] };
    expect(checkLinks([home], files)).toEqual([]);
    // Neither beside the source nor under the page's URL: still missing.
    expect(checkLinks([{ ...home, images: [{ src: './img/gone.svg', line: 1, column: 84 }] }], files)).toEqual([
      { kind: 'image', message: 'src/pages/index.js:1:84: missing image ./img/gone.svg (no file at /site/src/pages/img/gone.svg)' },
    ]);
  });

  it("an image written in a component the page imports is named at its line there, with the page it was met on", () => {
    const home: CheckedPage = { route: '/', origin: 'src/pages/index.js', sourcePath: '/site/src/pages/index.js', links: [], images: [{ src: '/img/gone.svg', file: 'src/components/Tile.js', line: 6, column: 17 }] };
    expect(checkLinks([home], files)).toEqual([{ kind: 'image', message: metOnPage('src/components/Tile.js:6:17: missing image /img/gone.svg (the site has no file /img/gone.svg)', 'src/pages/index.js') }]);
  });

  it('an absolute image the site does not serve', () => {
    expect(checkLinks([withImage('/img/gone.svg')], files)).toEqual([
      { kind: 'image', message: 'content/docs/guide.md:9:1: missing image /img/gone.svg (the site has no file /img/gone.svg)' },
    ]);
  });

  it('a link the Markdown-link gate already reports is not reported again', () => {
    const page: CheckedPage = { ...withImage('/img/logo.svg'), links: [{ href: './setup.md', text: 'setup', line: 6, column: 5 }], reported: [{ href: './setup.md', line: 6 }] };
    expect(checkLinks([page], files)).toEqual([]);
    expect(checkLinks([{ ...page, reported: [] }], files)).toHaveLength(1);
  });
});

describe('checkLinks under a base path', () => {
  const table: LinkTable = { base: '/repo-name/', idsByRoute: new Map([['/docs/intro', new Set(['usage'])]]), files: new Set(['/img/a.png']) };
  const at = (href: string): CheckedPage => ({ route: '/docs/other', origin: 'content/docs/other.mdx', links: [{ href, text: 'x', line: 3 }] });

  it('a link written with the base (an MDX <Link>) names the page or file without it', () => {
    for (const href of ['/repo-name/docs/intro', '/repo-name/docs/intro#usage', '/repo-name/img/a.png', '/docs/intro']) expect(checkLinks([at(href)], table), href).toEqual([]);
  });

  it('so does an image written with the base (useBaseUrl)', () => {
    const page: CheckedPage = { route: '/docs/other', origin: 'content/docs/other.mdx', links: [], images: [{ src: '/repo-name/img/a.png', line: 5 }] };
    expect(checkLinks([page], table)).toEqual([]);
    expect(checkLinks([{ ...page, images: [{ src: '/repo-name/img/gone.png', line: 5 }] }], table)[0]?.kind).toBe('image');
  });

  it('is still broken when the page without the base does not exist, or the anchor is missing', () => {
    expect(checkLinks([at('/repo-name/docs/nope')], table)[0]?.message).toContain('content/docs/other.mdx:3: broken link "x" → /repo-name/docs/nope (no page at /docs/nope)');
    expect(checkLinks([at('/repo-name/docs/intro#gone')], table)[0]?.kind).toBe('anchor');
  });
});
