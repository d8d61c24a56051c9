import type { Element, Root } from 'hast';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { describe, expect, inject, it } from 'vitest';
import { searchDocs } from '../helpers/searchFiles.js';

/** The real site, built into a temp dir by test/globalSetup.ts with the real config and content. */
const out = inject('siteDir');
const parser = unified().use(rehypeParse);
const parse = (file: string): Root => parser.parse(readFileSync(path.join(out, file), 'utf8'));

const guides = [
  'install',
  'sponsor-only/intro',
  'sponsor-only/migration',
  'sponsor-only/picker/save-as-dialog',
  'sponsor-only/picker/import-mode',
  'sponsor-only/picker/open-mode',
  'sponsor-only/picker/limiting-selectable-files',
  'sponsor-only/picker/keeping-local-copy',
  'sponsor-only/picker/directory-picker',
  'sponsor-only/picker/integrating-on-android',
  'sponsor-only/picker/virtual-files',
  'sponsor-only/viewer',
  'sponsor-only/jest-mocks',
  'sponsor-only/errors',
  'sponsor-only/license',
  'sponsor-only/other-libs',
];
const docRoutes: [string, string][] = [...guides.map((id): [string, string] => [`/docs/${id}`, 'guides']), ['/docs/doc-picker-api', 'pickerApi'], ['/docs/doc-viewer-api', 'viewerApi']];
const allRoutes = ['/', '/docs/category/document-picker', ...docRoutes.map(([route]) => route)];

function fileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

function pageData(tree: Root): { page: { sidebarId?: string; path: string } } {
  const script = select('script#__docsgen_data', tree);
  return JSON.parse(toString(script!));
}

describe('the real site', () => {
  it('has every route of the spec and nothing is missing', () => {
    expect(allRoutes).toHaveLength(20);
    for (const route of allRoutes) expect(existsSync(path.join(out, fileOf(route))), route).toBe(true);
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
    expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(true);
  });

  it.each(allRoutes)('%s: title with " | ", one h1, canonical URL and description', (route) => {
    const tree = parse(fileOf(route));
    const title = toString(select('title', tree)!);
    expect(title).toMatch(/^.+ \| React Native document picker & viewer$/);
    expect(selectAll('h1', tree)).toHaveLength(1);
    expect(select('link[rel=canonical]', tree)?.properties.href).toBe(`https://react-native-documents.github.io${route}`);
    expect(String(select('meta[name=description]', tree)?.properties.content ?? '').length).toBeGreaterThan(20);
    expect(select('html', tree)?.properties.lang).toBe('en');
    // The skip link is the first thing in the body.
    const first = select('#__docsgen > *', tree) as Element;
    expect(first.properties.className).toContain('skip-link');
  });

  it.each(docRoutes)('%s: sidebar %s, TOC of h2/h3 only, every TOC anchor exists', (route, sidebar) => {
    const tree = parse(fileOf(route));
    expect(pageData(tree).page.sidebarId).toBe(sidebar);
    const active = select('.sidebar .sidebar__link--active', tree);
    expect(active?.properties.href).toBe(route);
    const tocLinks = selectAll('nav.toc--aside a', tree).map((a) => String(a.properties.href).slice(1));
    const headingIds = new Map(selectAll('.markdown h2[id], .markdown h3[id], .markdown h4[id]', tree).map((h) => [String(h.properties.id), h.tagName]));
    for (const id of tocLinks) expect(['h2', 'h3'], `${route}#${id}`).toContain(headingIds.get(id));
    const expectedToc = [...headingIds].filter(([, tag]) => tag !== 'h4').map(([id]) => id);
    expect(tocLinks).toEqual(expectedToc);
  });

  it('renders the category index as cards of its eight pages, in sidebar order', () => {
    const tree = parse('docs/category/document-picker.html');
    const cards = selectAll('.cards .card a', tree).map((a) => a.properties.href);
    expect(cards).toEqual([
      '/docs/sponsor-only/picker/save-as-dialog',
      '/docs/sponsor-only/picker/import-mode',
      '/docs/sponsor-only/picker/open-mode',
      '/docs/sponsor-only/picker/limiting-selectable-files',
      '/docs/sponsor-only/picker/keeping-local-copy',
      '/docs/sponsor-only/picker/directory-picker',
      '/docs/sponsor-only/picker/integrating-on-android',
      '/docs/sponsor-only/picker/virtual-files',
    ]);
    for (const card of selectAll('.cards .card', tree)) expect(toString(select('.card__description', card)!).length).toBeGreaterThan(10);
  });

  it.each(allRoutes)('%s: the small SVG logo and favicon are in the page, not fetched', (route) => {
    const tree = parse(fileOf(route));
    const logo = readFileSync(path.join(out, 'img/logo.svg'));
    const inline = `data:image/svg+xml;base64,${logo.toString('base64')}`;
    expect(select('link[rel=icon]', tree)?.properties.href).toBe(`data:image/svg+xml;base64,${readFileSync(path.join(out, 'img/favicon.svg')).toString('base64')}`);
    expect(select('.navbar__logo > img', tree)?.properties.src).toBe(inline);
    // The page data holds the same source, so the navbar hydrates as served.
    expect((pageData(tree) as unknown as { site: { logo: { src: string } } }).site.logo.src).toBe(inline);
  });

  it.each(allRoutes)('%s: the mobile menu is served empty (the browser fills it when it opens)', (route) => {
    const tree = parse(fileOf(route));
    const panel = select('#mobile-menu', tree);
    expect(panel?.properties.role).toBe('dialog');
    expect(select('nav.navbar button[aria-controls=mobile-menu]', tree)).toBeDefined();
    expect(panel?.children).toEqual([]);
    expect(selectAll('.color-mode-toggle', tree)).toHaveLength(1);
  });

  it('serves the not-found page as 404.html', () => {
    const tree = parse('404.html');
    expect(toString(select('h1', tree)!)).toBe('Page Not Found');
    expect(toString(select('title', tree)!)).toBe('Page Not Found | React Native document picker & viewer');
  });

  it('keeps the guides sidebar order of the spec', () => {
    const tree = parse('docs/install.html');
    const labels = selectAll('.sidebar a, .sidebar .sidebar__category-label', tree).map((n) => toString(n));
    expect(labels.slice(0, 5)).toEqual(['Installation', 'Guides', 'Introduction', 'Migrating from the old document-picker', 'Document Picker']);
    expect(labels.slice(-5)).toEqual(['Document Viewer', 'Jest module mocks', 'Error handling', 'License', 'Other libraries']);
  });

  it('emits version metadata, llms.txt and Markdown sources', () => {
    const version = JSON.parse(readFileSync(path.join(out, '__data/docs-version.json'), 'utf8'));
    expect(version).toMatchObject({ label: 'Next', path: '/docs', mainDocId: 'install' });
    expect(version.docs).toContainEqual({ id: 'install', path: '/docs/install', sidebar: 'guides' });
    const llms = readFileSync(path.join(out, 'llms.txt'), 'utf8');
    for (const [route] of docRoutes) expect(llms).toContain(`${route}.md)`);
    expect(readFileSync(path.join(out, 'docs/install.md'), 'utf8')).toMatch(/^---\ntitle: Installation/);
  });

  it('keeps the two license pages out of the search documents', async () => {
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('"searchManifest":"/search-files.json"');
    const docs = await searchDocs((file) => readFileSync(path.join(out, file), 'utf8'));
    expect(docs.length).toBeGreaterThan(100);
    expect(docs.some((d) => d.url.startsWith('/docs/sponsor-only/license') || d.url.startsWith('/docs/license'))).toBe(false);
  });
});
