import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/plugins/siteConfig.js';
import { loadSiteConfig } from '../../src/pipeline/loadSiteConfig.js';
import { loadTestContent } from '../helpers/loadTestContent.js';
import { treeOf, type Content } from '../../src/content/types.js';
import { headScript } from '../../src/render/headScript.js';
import { loadTheme } from '../../src/theme/loadTheme.js';
import { createMarkdownRenderer } from '../../src/theme/markdownToHtml.js';
import { pageData } from '../../src/render/pageData.js';
import { editUrlInput, pageEditUrl } from '../../src/routes/pageEditUrl.js';
import type { ClientAssets } from '../../src/client/clientAssets.js';
import { renderPage } from '../../src/render/renderPage.js';
import { scriptSafeJson } from '../../src/render/scriptSafeJson.js';
import { siteData } from '../../src/render/siteData.js';
import type { Theme } from '../../src/theme/theme.js';
import { buildRoutes } from '../../src/routes/buildRoutes.js';
import { pageSources } from '../../src/routes/pageSources.js';
import type { Route, RouteTable } from '../../src/routes/types.js';
import { ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY, THEME_KEY } from '../../src/shared/storageKeys.js';
import type { InitialData, SidebarEntry, SiteData } from '../../src/shared/types.js';
import { isActiveNavItem } from '../../templates/isActiveNavItem.js';
import { findReact } from '../../src/theme/findReact.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

const realConfigPath = fileURLToPath(new URL('../../site.config.ts', import.meta.url));
// Copies: loading a config keeps its compiled module in the site's node_modules/.cache.
const basicCopy = useFixtureCopy(fileURLToPath(new URL('../fixtures/sites/basic/', import.meta.url)));
const migratedCopy = useFixtureCopy(fileURLToPath(new URL('../fixtures/sites/docusaurus-migration/', import.meta.url)));
const templatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));

interface Site {
  config: SiteConfig;
  content: Content;
  table: RouteTable;
  site: SiteData;
  route: (path: string) => Route;
}

async function loadSite(configFile: string): Promise<Site> {
  const config = await loadSiteConfig(configFile);
  const content = await loadTestContent(config);
  const table = buildRoutes(content, config, pageSources(config));
  const route = (p: string) => {
    const found = table.routes.find((r) => r.path === p);
    if (!found) throw new Error(`no route ${p}`);
    return found;
  };
  return { config, content, table, site: siteData(config, table), route };
}

let real: Site;
let basic: Site;
let theme: Theme;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-render-'));
  [real, basic, theme] = await Promise.all([loadSite(realConfigPath), loadSite(path.join(await basicCopy(), 'site.config.ts')), loadTheme(templatesDir, cacheDir, findReact(templatesDir))]);
});

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe('pageData: table of contents', () => {
  it('holds only h2 and h3 of a page that has h4 too', () => {
    const route = basic.route('/docs/intro');
    expect(route.doc!.facts.headings.map((h) => h.depth)).toEqual([2, 3, 4]);
    expect(pageData(route, basic.table, basic.config, '').toc).toEqual([
      { depth: 2, id: 'overview', text: 'Overview' },
      { depth: 3, id: 'details', text: 'Details' },
    ]);
  });

  it('follows tableOfContents from the config', () => {
    const config = { ...basic.config, tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 4 } };
    expect(pageData(basic.route('/docs/intro'), basic.table, config, '').toc.map((t) => t.id)).toEqual(['details', 'deep-detail']);
  });

  it('follows a page\'s toc_min/max_heading_level and hide_table_of_contents (Docusaurus front matter)', async () => {
    const migrated = await loadSite(path.join(await migratedCopy(), 'site.config.ts'));
    expect(pageData(migrated.route('/docs/watering'), migrated.table, migrated.config, '').toc.map((t) => [t.depth, t.id])).toEqual([
      [2, 'mornings'],
      [3, 'clay-pots'],
      [4, 'saucers'],
    ]);
    expect(migrated.route('/docs/soil').doc!.facts.headings).toHaveLength(2);
    expect(pageData(migrated.route('/docs/soil'), migrated.table, migrated.config, '').toc).toEqual([]);
  });

  it('every real page’s TOC lists the h2/h3 elements of its rendered body, in order', () => {
    const renderBody = createMarkdownRenderer(theme);
    for (const route of real.table.routes.filter((r) => r.doc)) {
      const html = renderBody(treeOf(route.doc!));
      const rendered = [...html.matchAll(/<h([23]) id="([^"]+)"/g)].map((m) => ({ depth: Number(m[1]), id: m[2] }));
      const toc = pageData(route, real.table, real.config, html).toc;
      expect(toc.map(({ depth, id }) => ({ depth, id })), route.path).toEqual(rendered);
      expect(toc.every((t) => t.text.length > 0 && !t.text.endsWith('#')), route.path).toBe(true);
    }
    expect(pageData(real.route('/docs/doc-picker-api'), real.table, real.config, '').toc.length).toBeGreaterThan(10);
  });
});

describe('pageData: edit link and page fields', () => {
  const cases: { site: () => Site; path: string; editUrl: string | undefined }[] = [
    { site: () => real, path: '/docs/install', editUrl: 'https://github.com/react-native-documents/document-picker/edit/main/docs/docs/install.md' },
    { site: () => real, path: '/docs/sponsor-only/picker/open-mode', editUrl: 'https://github.com/react-native-documents/document-picker/edit/main/docs/docs/sponsor-only/picker/open-mode.md' },
    { site: () => basic, path: '/docs/guides/advanced/deep', editUrl: 'https://github.com/acme/fixture/edit/main/website/docs/guides/advanced/deep.md' },
    // Pages without a Markdown source have nothing to edit.
    { site: () => real, path: '/docs/category/document-picker', editUrl: undefined },
    { site: () => real, path: '/', editUrl: undefined },
    { site: () => real, path: '/404', editUrl: undefined },
  ];

  it.each(cases)('editUrl of $path', ({ site, path: p, editUrl }) => {
    const s = site();
    expect(pageEditUrl(s.route(p), editUrlInput(s.config))).toBe(editUrl);
  });

  it('is relative to the content folder, whatever its name', () => {
    const route = basic.route('/docs/intro');
    const moved = { ...route, doc: { ...route.doc!, displayPath: 'website/content/docs/intro.md', sourcePath: path.join(basic.config.rootDir, 'website/content/docs/intro.md') } };
    const config = { ...basic.config, paths: { ...basic.config.paths, contentDir: path.join(basic.config.rootDir, 'website/content') } };
    expect(pageEditUrl(moved, editUrlInput(config))).toBe('https://github.com/acme/fixture/edit/main/website/docs/intro.md');
  });

  it('has no edit link when the config has no editUrl', () => {
    const config = { ...real.config, editUrl: undefined };
    expect(pageEditUrl(real.route('/docs/install'), editUrlInput(config))).toBeUndefined();
  });

  it("takes the route's edit URL into the page's data", () => {
    expect(pageData({ ...real.route('/docs/install'), editUrl: 'https://x.example/edit' }, real.table, real.config, '').editUrl).toBe('https://x.example/edit');
    expect(pageData(real.route('/docs/install'), real.table, real.config, '').editUrl).toBeUndefined();
  });

  it("an editUrl function (Docusaurus's) gets the page's docs folder, path, URL, version and locale, and gives the whole URL", () => {
    const calls: unknown[] = [];
    const config = {
      ...basic.config,
      urls: { ...basic.config.urls, base: '/base/', basePrefix: '/base' },
      editUrl: (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => {
        calls.push(params);
        return params.docPath.startsWith('guides/') ? `https://forge.example/${params.version}/${params.versionDocsDirPath}/${params.docPath}` : undefined;
      },
    };
    expect(pageEditUrl(basic.route('/docs/guides/advanced/deep'), editUrlInput(config))).toBe('https://forge.example/current/content/docs/guides/advanced/deep.md');
    expect(calls).toEqual([{ version: 'current', versionDocsDirPath: 'content/docs', docPath: 'guides/advanced/deep.md', permalink: '/base/docs/guides/advanced/deep', locale: 'en' }]);
    // undefined: no link.
    expect(pageEditUrl(basic.route('/docs/intro'), editUrlInput(config))).toBeUndefined();
  });

  it('a page’s custom_edit_url replaces the editUrl link, and null removes it', () => {
    const route = basic.route('/docs/intro');
    const withOwn = (own: string | null) => ({ ...route, doc: { ...route.doc!, frontMatter: { ...route.doc!.frontMatter, custom_edit_url: own } } });
    expect(pageEditUrl(route, editUrlInput(basic.config))).toMatch(/^https:\/\/github\.com\/acme\/fixture\/edit\//);
    expect(pageEditUrl(withOwn('https://elsewhere.example/intro'), editUrlInput(basic.config))).toBe('https://elsewhere.example/intro');
    expect(pageEditUrl(withOwn(null), editUrlInput(basic.config))).toBeUndefined();
  });

  it('a page of another docs instance takes that instance’s own editUrl, not the site’s', () => {
    const route = basic.route('/docs/intro');
    const otherDir = path.join(basic.config.rootDir, 'community');
    const other = { id: 'community', routeBase: '/community', docsDir: otherDir, sidebars: {}, sidebarsFile: basic.config.configFile, versions: [{ ...basic.config.docsInstances[0]!.versions[0]!, docsDir: otherDir }] };
    // The content stage names the page's docs instance and version on the doc (a site with two instances is versioned).
    const page = { ...route, doc: { ...route.doc!, sourcePath: path.join(otherDir, 'rules.md'), version: { instance: 'community', name: 'current' } } };
    expect(pageEditUrl(page, editUrlInput({ ...basic.config, docsInstances: [...basic.config.docsInstances, other] }))).toBeUndefined();
    const withOwn = { ...other, editUrl: 'https://community.example/edit' };
    expect(pageEditUrl(page, editUrlInput({ ...basic.config, docsInstances: [...basic.config.docsInstances, withOwn] }))).toMatch(/^https:\/\/community\.example\/edit\/.*community\/rules\.md$/);
  });

  it("a blog post takes the blog's editUrl: a string is a base for its path from the site's folder, a function gets the blog folder, the post's path and URL and the locale", () => {
    const route = basic.route('/docs/intro');
    const blogDir = path.join(basic.config.rootDir, 'blog');
    const post = { ...route, kind: 'blogPost' as const, path: '/blog/hello', doc: { ...route.doc!, displayPath: 'blog/2024-01-01-hello.md', sourcePath: path.join(blogDir, '2024-01-01-hello.md') } };
    const input = editUrlInput(basic.config);
    expect(pageEditUrl(post, { ...input, blogEditUrl: 'https://forge.example/edit/main/', blogDir })).toBe('https://forge.example/edit/main/blog/2024-01-01-hello.md');
    const calls: unknown[] = [];
    const blogEditUrl = (params: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => {
      calls.push(params);
      return 'https://forge.example/post';
    };
    expect(pageEditUrl(post, { ...input, basePrefix: '/base', blogEditUrl, blogDir })).toBe('https://forge.example/post');
    expect(calls).toEqual([{ blogDirPath: 'blog', blogPath: '2024-01-01-hello.md', permalink: '/base/blog/hello', locale: 'en' }]);
    // Neither the site's editUrl nor a post outside a blog folder.
    expect(pageEditUrl(post, input)).toBeUndefined();
    expect(pageEditUrl(post, { ...input, blogEditUrl: 'https://forge.example/edit/main/', blogDir: undefined })).toBeUndefined();
  });

  it('an editUrl function that throws or returns a script URL is an error naming the config and the page', () => {
    const throwing = { ...basic.config, editUrl: () => { throw new Error('no forge'); } };
    expect(() => pageEditUrl(basic.route('/docs/intro'), editUrlInput(throwing))).toThrow(/site\.config\.ts: editUrl threw for content\/docs\/intro\.md: no forge/);
    const hostile = { ...basic.config, editUrl: () => 'javascript:alert(1)' };
    expect(() => pageEditUrl(basic.route('/docs/intro'), editUrlInput(hostile))).toThrow(/editUrl returned a URL that runs script for content\/docs\/intro\.md/);
  });

  it('carries the sidebar, breadcrumbs and neighbours of its route', () => {
    const data = pageData(real.route('/docs/sponsor-only/picker/open-mode'), real.table, real.config, '<p>x</p>');
    expect(data).toMatchObject({ kind: 'doc', path: '/docs/sponsor-only/picker/open-mode', title: 'Open mode', html: '<p>x</p>', sidebarId: 'guides' });
    expect(data.sidebar).toBe(real.table.sidebars.guides);
    expect(data.sidebarUrl).toBeUndefined();
    expect(data.breadcrumbs!.map((b) => b.label)).toEqual(['Guides', 'Document Picker']);
    expect(data.prev?.href).toBe('/docs/sponsor-only/picker/import-mode');
    expect(data.next?.href).toBe('/docs/sponsor-only/picker/limiting-selectable-files');
  });
});

describe('siteData', () => {
  it('splits the navbar into left and right and resolves sidebar items to their first page', () => {
    expect(real.site.navbar.left).toEqual([
      { label: 'Guides', href: '/docs/install', external: false, sidebarId: 'guides' },
      { label: 'Picker API', href: '/docs/doc-picker-api', external: false, sidebarId: 'pickerApi' },
      { label: 'Viewer API', href: '/docs/doc-viewer-api', external: false, sidebarId: 'viewerApi' },
    ]);
    expect(real.site.navbar.right.map((l) => [l.label, l.external])).toEqual([
      ['Example app', true],
      ['GitHub', true],
    ]);
    expect(real.site.titleDelimiter).toBe('|');
    expect(real.site.version).toEqual({ label: 'Next', path: '/docs' });
  });

  it("a plain `to` item (a ?query or #hash on it too): in docsgen's layout active on its sidebar's pages; in Docusaurus's on its own path and below only", () => {
    const items = [{ label: 'Start', to: 'docs/intro?from=nav#top', position: 'left' as const }, { label: 'Guides', to: '/docs/guides/first#part', position: 'left' as const }];
    const page = (p: string) => pageData(basic.route(p), basic.table, basic.config, '');
    const active = (site: SiteData, p: string) => [...site.navbar.left].filter((item) => isActiveNavItem(item, page(p), site)).map((item) => item.label);
    const own = siteData({ ...basic.config, navbar: { ...basic.config.navbar, items } }, basic.table);
    expect(own.navbar.left.map((item) => item.sidebarId)).toEqual(['guides', 'guides']);
    expect(active(own, '/docs/intro')).toEqual(['Start', 'Guides']);
    expect(active(own, '/docs/guides/second')).toEqual(['Start', 'Guides']);
    const docusaurus = siteData({ ...basic.config, layout: 'docusaurus', navbar: { ...basic.config.navbar, items } }, basic.table);
    expect(docusaurus.navbar.left.map((item) => item.sidebarId)).toEqual([undefined, undefined]);
    expect(active(docusaurus, '/docs/intro')).toEqual(['Start']);
    expect(active(docusaurus, '/docs/guides/first')).toEqual(['Guides']);
    expect(active(docusaurus, '/docs/guides/second')).toEqual([]);
  });

  it("links the blog's feeds from every page only when the blog writes them (an empty blog has none, as Docusaurus)", () => {
    const feedLinks = [{ type: 'application/rss+xml', href: '/blog/rss.xml', title: 'T RSS Feed' }];
    const config = { ...basic.config, feedLinks };
    expect(siteData(config, { ...basic.table, files: [] }).feeds).toBeUndefined();
    expect(siteData(config, { ...basic.table, files: [{ path: 'blog/rss.xml', contents: '' }] }).feeds).toEqual(feedLinks);
  });
});

describe('renderPage', () => {
  const assets: ClientAssets = {
    css: '/assets/site-abc.css',
    entry: '/assets/entry-abc.js',
    chunks: { doc: '/assets/doc-1.js', category: '/assets/category-1.js', landing: '/assets/landing-1.js', page: '/assets/page-1.js', notFound: '/assets/nf-1.js', react: '/assets/react-page-1.js' },
    preload: { doc: ['/assets/react-1.js'], category: [], landing: [], page: [], notFound: [], react: [] },
  };

  function render(s: Site, p: string, patch: Partial<Route> = {}) {
    const route = { ...s.route(p), ...patch };
    const body = route.doc ? createMarkdownRenderer(theme)(treeOf(route.doc)) : '';
    const data = pageData(route, s.table, s.config, body);
    return { data, ...renderPage(route, data, { site: s.site, theme, assets, headScript: headScript(s.site), favicon: '/img/favicon.svg' }) };
  }

  function embeddedData(html: string): InitialData {
    const match = /<script id="__docsgen_data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    expect(match, 'the page embeds its data').not.toBeNull();
    return JSON.parse(match![1]!) as InitialData;
  }

  const titles: { path: string; title: string }[] = [
    { path: '/docs/install', title: 'Installation | React Native document picker &amp; viewer' },
    { path: '/docs/sponsor-only/picker/save-as-dialog', title: '&#x27;Save As&#x27; dialog | React Native document picker &amp; viewer' },
    { path: '/docs/category/document-picker', title: 'Document Picker | React Native document picker &amp; viewer' },
    { path: '/404', title: 'Page Not Found | React Native document picker &amp; viewer' },
  ];

  it("has the colour-mode toggle, none with colorMode.disableSwitch (Docusaurus's)", () => {
    const toggles = (html: string) => html.match(/class="color-mode-toggle"/g)?.length ?? 0;
    expect(toggles(render(real, '/docs/install').html)).toBe(1);
    const noSwitch = { ...real, site: { ...real.site, colorMode: { ...real.site.colorMode, disableSwitch: true } } };
    expect(toggles(render(noSwitch, '/docs/install').html)).toBe(0);
  });

  it("a navbar locale dropdown on a site with one locale lists that locale, as Docusaurus 3.10 draws it (pnpm.io's), with its links after it", () => {
    const items = [{ type: 'localeDropdown' as const, position: 'right' as const, dropdownItemsAfter: [{ label: 'Help translate', href: 'https://translate.example/' }] }];
    const config = { ...real.config, navbar: { ...real.config.navbar, items } };
    const site = siteData(config, real.table);
    const { html } = render({ ...real, config, site }, '/docs/install');
    const dropdown = /<div class="navbar__link-dropdown[^"]*locale-dropdown[\s\S]*?<\/ul><\/div>/.exec(html)?.[0] ?? '';
    expect(dropdown).toContain('English</button>');
    expect([...dropdown.matchAll(/<a [^>]*>([^<]*)/g)].map((m) => m[1])).toEqual(['English', 'Help translate']);
    expect(dropdown).toMatch(/<a class="dropdown__link navbar-dropdown__link navbar-dropdown__link--active dropdown__link--active" href="\/docs\/install"[^>]* lang="en"/);
  });

  it.each(titles)('the <title> of $path joins page and site title with " | "', ({ path: p, title }) => {
    const { html } = render(real, p);
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
  });

  it('uses the configured delimiter', () => {
    const site = { ...real.site, titleDelimiter: '·' };
    const route = real.route('/docs/install');
    const { html } = renderPage(route, pageData(route, real.table, real.config, ''), { site, theme, assets, headScript: '' });
    expect(html).toContain('<title>Installation · React Native document picker &amp; viewer</title>');
  });

  it("a page with islands starts with the island bundle's entry (which imports the main one) and lists what it imports; its data adds that script to the head for client navigation; a page without is as in a site without islands", () => {
    const route = real.route('/docs/install');
    const withIslands: ClientAssets = { ...assets, islands: { entry: '/assets/islands-1.js', preload: ['/assets/island-1.js'] } };
    const loader = (html: string) => JSON.parse(/\}\)\((\["[^"]+",\[[^\]]*\]\])\)<\/script>/.exec(html)![1]!) as [string, string[]];
    const plainData = pageData(route, real.table, real.config, '<p>Plain</p>');
    const plain = renderPage(route, plainData, { site: real.site, theme, assets: withIslands, headScript: '' });
    expect(plain).toEqual(renderPage(route, plainData, { site: real.site, theme, assets, headScript: '' }));
    expect(loader(plain.html)).toEqual(['/assets/entry-abc.js', ['/assets/react-1.js']]);
    const island = renderPage(route, pageData(route, real.table, real.config, '<docsgen-island data-island="src/X.jsx#default" data-props="{}"><docsgen-root><button>0</button></docsgen-root></docsgen-island>'), { site: real.site, theme, assets: withIslands, headScript: '' });
    expect(loader(island.html)).toEqual(['/assets/islands-1.js', ['/assets/react-1.js', '/assets/entry-abc.js', '/assets/island-1.js']]);
    expect((JSON.parse(island.json) as { head: unknown[] }).head).toEqual([{ tag: 'script', attributes: { type: 'module', src: '/assets/islands-1.js' } }]);
    // The first load runs it from the loader: the HTML's head does not name it.
    expect(island.html).not.toContain('<script type="module" src="/assets/islands-1.js"');
    // The not-found page may show a page with islands in its place (a static host's /x/index.html): it loads the runtime too.
    const notFound = real.route('/404');
    expect(loader(renderPage(notFound, pageData(notFound, real.table, real.config, ''), { site: real.site, theme, assets: withIslands, headScript: '' }).html)[0]).toBe('/assets/islands-1.js');
  });

  it('writes the canonical URL, description and the page body', () => {
    const { html, data } = render(real, '/docs/install');
    expect(html).toContain('<link rel="canonical" href="https://react-native-documents.github.io/docs/install"/>');
    expect(html).toContain(`<meta name="description" content="${data.description.replace(/'/g, '&#x27;')}"/>`);
    expect(html).toContain('<h2 id="requirements" class="anchor">');
    // The client is not in the markup: the head script loads it after the first paint.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('["/assets/entry-abc.js",["/assets/react-1.js"]]');
  });

  it('embeds the page data without its HTML, and the JSON asset with it', () => {
    const { html, json, data } = render(real, '/docs/install');
    const initial = embeddedData(html);
    // Neither the body nor the sidebar: the browser loads the sidebar from its own file.
    expect(initial.page).toEqual({ ...data, html: '', sidebar: undefined });
    expect(html.slice(html.indexOf('id="__docsgen_data"'))).not.toContain('"sidebar":');
    expect(initial.site).toEqual(real.site);
    expect(initial.chunks).toEqual(assets.chunks);
    // The route's JSON holds everything but the sidebar, which the browser loads from its own file.
    expect(JSON.parse(json)).toEqual({ ...data, sidebar: undefined });
    expect(json).not.toContain('"sidebar":');
    expect(data.html.length).toBeGreaterThan(1000);
  });

  it('cannot be broken out of by a title holding </script>', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const { html } = render(basic, '/docs/intro', { title: evil, description: evil });
    // Only the real script elements close: the head script (which also loads the client) and the page data.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(embeddedData(html).page.title).toBe(evil);
  });
});

describe('a page in a large sidebar', () => {
  const assets: ClientAssets = {
    css: '/assets/site.css',
    entry: '/assets/entry.js',
    chunks: { doc: '/assets/doc.js', category: '/assets/category.js', landing: '/assets/landing.js', page: '/assets/page.js', notFound: '/assets/nf.js', react: '/assets/react-page.js' },
    preload: { doc: [], category: [], landing: [], page: [], notFound: [], react: [] },
  };
  const links = (count: number): SidebarEntry[] =>
    Array.from({ length: count }, (_, i) => ({ type: 'link', label: `Page number ${i}`, href: `/docs/big/page-${i}`, docId: `big/page-${i}` }));
  const category = (label: string, items: SidebarEntry[], collapsed = true): SidebarEntry => ({ type: 'category', label, collapsible: true, collapsed, items });

  /** The intro page of the basic site, in a sidebar with a category of `count` other pages. */
  function renderWith(count: number, options: { collapsed?: boolean; holdsPage?: boolean } = {}) {
    const route = { ...basic.route('/docs/intro'), sidebarId: 'big' };
    const big = [...links(count), ...(options.holdsPage ? [{ type: 'link' as const, label: 'Intro', href: '/docs/intro' }] : [])];
    const sidebars = { big: [{ type: 'link' as const, label: 'Home', href: '/docs/start' }, category('Big category', big, options.collapsed ?? true)] };
    const data = pageData(route, { sidebars, sidebarUrls: { big: '/__data/sidebar-big-0123456789.json' } }, basic.config, '<p>Body</p>');
    return renderPage(route, data, { site: basic.site, theme, assets, headScript: headScript(basic.site) });
  }

  it('has the same HTML whether its closed category holds 10 or 300 pages', () => {
    const small = renderWith(10);
    const large = renderWith(300);
    expect(large.html.length).toBe(small.html.length);
    expect(large.json.length).toBe(small.json.length);
    expect(large.html).toContain('Big category');
    expect(large.html).not.toContain('Page number 0');
  });

  it('shows the items of a category that is open, or that holds the page', () => {
    expect(renderWith(300, { collapsed: false }).html).toContain('Page number 299');
    const holding = renderWith(300, { holdsPage: true });
    expect(holding.html).toContain('Page number 299');
    expect(holding.html.length).toBeGreaterThan(renderWith(10, { holdsPage: true }).html.length);
  });
});

describe('scriptSafeJson', () => {
  const values: { name: string; value: unknown }[] = [
    { name: 'a closing script tag', value: { title: '</script><script>alert(1)</script>' } },
    { name: 'an HTML comment opener', value: ['<!--', '-->'] },
    { name: 'line and paragraph separators', value: 'a\u2028b\u2029c' },
    { name: 'mixed case', value: '</SCRIPT >' },
  ];

  it.each(values)('escapes $name and still parses back', ({ value }) => {
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('headScript', () => {
  type Env = { stored: Record<string, string>; prefersDark: boolean };

  /** Runs the inline script against a fake document, localStorage and matchMedia. */
  function run(site: SiteData, { stored, prefersDark }: Env) {
    const attributes: Record<string, string> = {};
    const classes: string[] = [];
    const document = { documentElement: { classList: { add: (c: string) => classes.push(c) }, setAttribute: (k: string, v: string) => (attributes[k] = v) } };
    const localStorage = { getItem: (k: string) => stored[k] ?? null };
    const matchMedia = (query: string) => ({ matches: prefersDark && query === '(prefers-color-scheme: dark)' });
    new Function('document', 'localStorage', 'matchMedia', headScript(site))(document, localStorage, matchMedia);
    return { attributes, classes };
  }

  it('reads the shared theme key', () => {
    expect(THEME_KEY).toBe('theme');
    expect(headScript(real.site)).toContain(`"k":"${THEME_KEY}"`);
  });

  const cases: { name: string; env: Env; theme: string; dismissed: boolean }[] = [
    { name: 'default light', env: { stored: {}, prefersDark: false }, theme: 'light', dismissed: false },
    { name: 'system prefers dark', env: { stored: {}, prefersDark: true }, theme: 'dark', dismissed: false },
    { name: 'stored choice wins over the system', env: { stored: { [THEME_KEY]: 'light' }, prefersDark: true }, theme: 'light', dismissed: false },
    { name: 'stored dark', env: { stored: { [THEME_KEY]: 'dark' }, prefersDark: false }, theme: 'dark', dismissed: false },
    { name: 'garbage in storage is ignored', env: { stored: { [THEME_KEY]: 'purple' }, prefersDark: false }, theme: 'light', dismissed: false },
    {
      name: 'dismissed announcement with the same id',
      env: { stored: { [ANNOUNCEMENT_ID_KEY]: 'announcementBar', [ANNOUNCEMENT_DISMISSED_KEY]: 'true' }, prefersDark: false },
      theme: 'light',
      dismissed: true,
    },
    {
      name: 'dismissal of an older announcement does not count',
      env: { stored: { [ANNOUNCEMENT_ID_KEY]: 'older', [ANNOUNCEMENT_DISMISSED_KEY]: 'true' }, prefersDark: false },
      theme: 'light',
      dismissed: false,
    },
  ];

  it.each(cases)('$name', ({ env, theme: expectedTheme, dismissed }) => {
    const { attributes, classes } = run(real.site, env);
    expect(classes).toEqual(['js']);
    expect(attributes['data-theme']).toBe(expectedTheme);
    expect('data-announcement-dismissed' in attributes).toBe(dismissed);
  });
});
