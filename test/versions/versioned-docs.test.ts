import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocs } from '../helpers/searchFiles.js';
import { linkDocsgenModules } from '../helpers/siteCopy.js';

const run = promisify(execFile);
const fixture = fileURLToPath(new URL('../fixtures/sites/versioned/', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/docsgen', import.meta.url));

/**
 * A Docusaurus 3 site with versioned docs (the current docs, 2.0 and 1.0 in versions.json) and a
 * second docs instance (`community`, a second plugin-content-docs), built by `docsgen build` from a
 * site.config.ts that maps its docusaurus.config.ts (fromDocusaurus) and adds search.
 */
let root: string;
let out: string;
let output: string;

const page = (file: string) => readFile(path.join(out, file), 'utf8');
const pageData = async (file: string) => {
  const html = await page(file);
  return JSON.parse(/<script id="__docsgen_data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    site: { docsVersions?: { name: string; path: string; isLast: boolean }[] };
    page: { version?: { name: string; banner: string; badge: boolean; alternates: Record<string, string> }; sidebarId?: string };
  };
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-versioned-'));
  await cp(fixture, root, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  await linkDocsgenModules(root);
  const result = await run(process.execPath, [bin, 'build', '--no-crawl'], { cwd: root });
  output = result.stdout + result.stderr;
  out = path.join(root, 'build');
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('versioned docs and a second docs instance', () => {
  it('routes: the current docs at /docs/next, the last version (2.0) at /docs, 1.0 at /docs/1.0, the instance at /community', async () => {
    expect(output).not.toMatch(/versioned docs are not built/);
    const html = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
    expect(html).toEqual(
      [
        '404.html',
        'community/meetups.html',
        'community/welcome.html',
        'docs/1.0/guides/smoker.html',
        'docs/1.0/intro.html',
        'docs/1.0/legacy.html',
        'docs/guides/smoker.html',
        'docs/intro.html',
        'docs/next/guides/smoker.html',
        'docs/next/intro.html',
        'docs/next/new-feature.html',
        'index.html',
      ].map((file) => file.split('/').join(path.sep)),
    );
    expect(await page('docs/intro.html')).toContain('nectartwo');
    expect(await page('docs/next/intro.html')).toContain('nectarnext');
    expect(await page('docs/1.0/intro.html')).toContain('nectarone');
  });

  it('each version has its own sidebar from versioned_sidebars', async () => {
    const sidebar = (html: string) => /<nav class="sidebar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const old = sidebar(await page('docs/1.0/intro.html'));
    expect(old).toContain('href="/docs/1.0/legacy"');
    expect(old).not.toContain('href="/docs/intro"');
    const next = sidebar(await page('docs/next/intro.html'));
    expect(next).toContain('href="/docs/next/new-feature"');
    expect(next).not.toContain('legacy');
    expect((await pageData('docs/1.0/intro.html')).page.sidebarId).toBe('version-1.0/tools');
    expect((await pageData('docs/intro.html')).page.sidebarId).toBe('tools');
  });

  it('Markdown links resolve within the page\'s version (page folder, then the version\'s docs root)', async () => {
    expect(await page('docs/1.0/intro.html')).toContain('href="/docs/1.0/guides/smoker"');
    // guides/smoker.md links intro.md: not in guides/, so the version's own docs root.
    const body = (html: string) => /<div class="markdown">[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(body(await page('docs/1.0/guides/smoker.html'))).toContain('href="/docs/1.0/intro"');
    expect(body(await page('docs/next/guides/smoker.html'))).toContain('href="/docs/next/intro"');
    expect(body(await page('docs/guides/smoker.html'))).toContain('href="/docs/intro"');
  });

  it('banners: unreleased on the current docs, no longer maintained on 1.0, none on 2.0; each links the page in 2.0 (or its first page)', async () => {
    const banner = (html: string) => /<div class="doc-version-banner[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? '';
    const next = banner(await page('docs/next/guides/smoker.html'));
    expect(next).toContain('doc-version-banner--unreleased');
    expect(next).toContain('href="/docs/guides/smoker"');
    const old = banner(await page('docs/1.0/guides/smoker.html'));
    expect(old).toContain('doc-version-banner--unmaintained');
    expect(old).toContain('href="/docs/guides/smoker"');
    // The theme's words (theme.docs.versions.*, a locale's table or code.json translates them): Docusaurus's
    // English, in its markup (the version and the link in <b>, the two lines in divs, Infima's warning alert).
    expect(next).toMatch(/^<div class="doc-version-banner doc-version-banner--unreleased theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>/);
    expect(next).toContain('</div><div class="margin-top--md">');
    const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<(?!\/?b>)[^>]+>/g, '').replace(/\s+/g, ' ').trim();
    expect(text(old)).toMatch(/^You are reading the documentation of .+ <b>1\.0<\/b>, a version that no longer gets updates\.See the <b>newest version<\/b> \(2\.0\) for current documentation\.$/);
    expect(text(next)).toMatch(/^You are reading the documentation of .+ <b>Next<\/b>, a version not released yet\.See the <b>newest version<\/b> \(2\.0\) for current documentation\.$/);
    // legacy is not in 2.0: the banner leads to 2.0's first page.
    expect(banner(await page('docs/1.0/legacy.html'))).toContain('href="/docs/intro"');
    expect(banner(await page('docs/intro.html'))).toBe('');
    expect(banner(await page('community/welcome.html'))).toBe('');
    expect(await page('docs/1.0/intro.html')).toContain('<span class="doc-version-badge theme-doc-version-badge">Version: 1.0</span>');
    // The community instance has one version: no badge.
    expect(await page('community/welcome.html')).not.toContain('doc-version-badge');
  });

  it('places the banner first in the article, above the breadcrumbs, and the badge between the breadcrumbs and the title, as Docusaurus does', async () => {
    for (const file of ['docs/1.0/guides/smoker.html', 'docs/next/guides/smoker.html']) {
      const html = await page(file);
      const article = /<article class="doc">([\s\S]*)<\/article>/.exec(html)![1]!;
      const order = ['<div class="doc-version-banner', '<nav class="breadcrumbs', '<span class="doc-version-badge', '<h1'].map((marker) => article.indexOf(marker));
      expect(order[0], file).toBe(0);
      expect(order, file).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('the version dropdown names the version read and leads to the same page in each version', async () => {
    const dropdown = (html: string) => /<div class="navbar__link-dropdown navbar-dropdown navbar__item dropdown dropdown--hoverable dropdown--right">[\s\S]*?<\/ul><\/div>/.exec(html)?.[0] ?? '';
    const onOld = dropdown(await page('docs/1.0/guides/smoker.html'));
    expect(onOld).toContain('aria-haspopup="true">1.0</button>');
    // The site's own pages (dropdownItemsBefore's external link is checked below, in 'the version navbar items').
    expect([...onOld.matchAll(/href="(\/[^"]*)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]])).toEqual([
      ['Next', '/docs/next/guides/smoker'],
      ['2.0', '/docs/guides/smoker'],
      ['1.0', '/docs/1.0/guides/smoker'],
      ['All versions', '/community/welcome'],
    ]);
    // The version read is the active entry (Docusaurus marks the child, not the toggle).
    expect(onOld).toMatch(/<a class="dropdown__link navbar-dropdown__link navbar-dropdown__link--active dropdown__link--active" href="\/docs\/1.0\/guides\/smoker" aria-current="page">1.0</);
    // new-feature is only in the current docs: the others lead to their first page.
    const onNew = dropdown(await page('docs/next/new-feature.html'));
    expect(onNew).toContain('aria-haspopup="true">Next</button>');
    expect(onNew).toContain('href="/docs/intro">2.0<');
    expect(onNew).toContain('href="/docs/1.0/intro">1.0<');
  });

  it('the second instance: its own sidebar, and a docSidebar navbar item with docsPluginId', async () => {
    const html = await page('community/welcome.html');
    expect(html).toMatch(/<a class="navbar__item navbar__link navbar__link--active" href="\/community\/welcome" aria-current="page">Community<\/a>/);
    expect(html).toContain('href="/community/meetups"');
    expect((await pageData('community/welcome.html')).page.sidebarId).toBe('community/community');
    // The docs item is active on every version's pages of its sidebar.
    expect(await page('docs/1.0/intro.html')).toMatch(/<a class="navbar__item navbar__link navbar__link--active" href="\/docs\/intro" aria-current="page">Docs<\/a>/);
  });

  it('the version hooks of @docusaurus/plugin-content-docs/client in an MDX page', async () => {
    expect(await page('docs/1.0/legacy.html')).toContain('<span class="version-note">Reading 1.0 (unmaintained) of Next, 2.0, 1.0</span>');
  });

  it('sitemap lists every version; canonical URLs are each page\'s own', async () => {
    const sitemap = await page('sitemap.xml');
    for (const route of ['/docs/next/intro', '/docs/intro', '/docs/1.0/intro', '/docs/1.0/legacy', '/community/welcome']) {
      expect(sitemap).toContain(`<loc>https://hive.example${route}</loc>`);
    }
    expect(await page('docs/1.0/intro.html')).toContain('<link rel="canonical" href="https://hive.example/docs/1.0/intro"/>');
  });

  it('search documents carry their version (the browser keeps to the version being read)', async () => {
    const docs = await searchDocs((file) => page(file.slice(1)));
    const versionOf = (url: string) => docs.find((doc) => doc.url === url)?.version;
    expect(versionOf('/docs/1.0/intro')).toBe('default:1.0');
    expect(versionOf('/docs/intro')).toBe('default:2.0');
    expect(versionOf('/docs/next/intro')).toBe('default:current');
    expect(versionOf('/community/welcome')).toBe('community:current');
  });

  it('page data: the version and the same page in the others', async () => {
    const { site, page: data } = await pageData('docs/1.0/guides/smoker.html');
    expect(site.docsVersions?.filter((v) => v.path.startsWith('/docs')).map((v) => [v.name, v.path, v.isLast])).toEqual([
      ['current', '/docs/next', false],
      ['2.0', '/docs', true],
      ['1.0', '/docs/1.0', false],
    ]);
    expect(data.version).toMatchObject({ name: '1.0', banner: 'unmaintained', badge: true, alternates: { current: '/docs/next/guides/smoker', '2.0': '/docs/guides/smoker' } });
  });
});

describe("docs:version:<pluginId> (Docusaurus's command for another docs instance)", () => {
  it('snapshots the community instance into community_versioned_docs/ and community_versions.json', async () => {
    const result = await run(process.execPath, [bin, 'docs:version:community', '1.0'], { cwd: root });
    expect(result.stdout).toMatch(/version 1\.0 made from community/);
    expect(JSON.parse(await readFile(path.join(root, 'community_versions.json'), 'utf8'))).toEqual(['1.0']);
    expect(await readFile(path.join(root, 'community_versioned_docs', 'version-1.0', 'welcome.md'), 'utf8')).toBe(await readFile(path.join(root, 'community', 'welcome.md'), 'utf8'));
    // The default instance's versions are untouched.
    expect(JSON.parse(await readFile(path.join(root, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
  });
});

describe('the version navbar items', () => {
  const navbar = async (file: string) => /<nav class="navbar[^"]*"[\s\S]*?<\/nav>/.exec(await page(file))![0];
  const links = (html: string) => [...html.matchAll(/<a class="dropdown__link navbar-dropdown__link[^"]*"[^>]*href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} → ${m[1]}`);

  it('docsVersion links the first page of the version being read, labelled with it (the last version outside the docs)', async () => {
    const versionLink = (html: string) => /<a class="navbar__item navbar__link[^"]*" href="([^"]*)"[^>]*>([^<]*)<\/a>/g;
    const find = (html: string, label: string) => [...html.matchAll(versionLink(html))].find((m) => m[2] === label)?.[1];
    expect(find(await navbar('docs/1.0/guides/smoker.html'), '1.0')).toBe('/docs/1.0/intro');
    expect(find(await navbar('docs/next/intro.html'), 'Next')).toBe('/docs/next/intro');
    expect(find(await navbar('community/welcome.html'), '2.0')).toBe('/docs/intro');
  });

  it('docsVersionDropdown lists dropdownItemsBefore, the versions (the same page in each), then dropdownItemsAfter', async () => {
    expect(links(await navbar('docs/1.0/guides/smoker.html'))).toEqual([
      'Archived → https://hive.example/archive',
      'Next → /docs/next/guides/smoker',
      '2.0 → /docs/guides/smoker',
      '1.0 → /docs/1.0/guides/smoker',
      'All versions → /community/welcome',
    ]);
  });

  it('the version hooks render at build time in a site component (an island)', async () => {
    const legacy = await page('docs/1.0/legacy.html');
    expect(legacy).toContain('<docsgen-island');
    expect(legacy).toContain('reading 1.0 (1.0, unmaintained), latest 2.0');
  });
});
