import { mkdtemp, readdir, readFile, rm, writeFile, cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { serve } from '../../src/serve/serve.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

/** A GitHub Pages project site (`url: 'https://acme.github.io/repo-name/'`): every URL it emits is under /repo-name/. */
const FIXTURE = 'test/fixtures/sites/base-path';
// A copy to build: a build keeps its caches in the site's node_modules/.cache.
const site = useFixtureCopy(path.resolve(FIXTURE));
const BASE = '/repo-name/';
const SITE = 'https://acme.github.io/repo-name';
let out: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'docsgen-base-path-'));
  // The crawl runs too: linkinator walks the built site served under the base.
  await build({ config: path.join(await site(), 'site.config.ts'), out: path.join(out, 'site'), logger: silentLogger, crawl: true, cache: false });
}, 120_000);
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

const read = (file: string) => readFile(path.join(out, 'site', file), 'utf8');

async function htmlFiles(dir = path.join(out, 'site')): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** Every URL an HTML file names in an attribute, srcset candidates one by one. */
function urlsOf(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/\s(href|src|srcSet|srcset|poster|content)="([^"]*)"/g)) {
    if (/srcset/i.test(match[1]!)) urls.push(...match[2]!.split(/,\s*/).map((c) => c.split(/\s+/)[0]!));
    else if (match[1] !== 'content' || match[2]!.includes('://') || match[2]!.startsWith('/')) urls.push(match[2]!);
  }
  // The head script loads the entry and preloads chunks by URL.
  for (const match of html.matchAll(/"(\/[^"\s]*\.js)"/g)) urls.push(match[1]!);
  return urls;
}

describe('a site under a base path', () => {
  it('every link and asset of every page is under the base, or external, or on the page', async () => {
    const files = await htmlFiles();
    expect(files.length).toBeGreaterThan(4);
    const wrong: string[] = [];
    let internal = 0;
    for (const file of files) {
      for (const url of urlsOf(await readFile(file, 'utf8'))) {
        if (url.startsWith('#') || url.startsWith('data:') || (/^[a-z]+:/i.test(url) && !url.startsWith(SITE.replace(/\/repo-name$/, '')))) continue;
        if (url.startsWith(BASE) || url.startsWith(`${SITE}/`)) internal++;
        else wrong.push(`${path.relative(out, file)}: ${url}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(internal).toBeGreaterThan(50);
    for (const file of files) expect(await readFile(file, 'utf8'), file).not.toContain('/repo-name/repo-name');
  });

  it('pages: navbar, sidebar, breadcrumbs, pagination, body links, images, stylesheet and scripts', async () => {
    const intro = await read('docs/intro.html');
    expect(intro).toContain('<link rel="stylesheet" href="/repo-name/assets/main-');
    expect(intro).toMatch(/"\/repo-name\/assets\/main-[A-Z0-9]+\.js"/);
    expect(intro).toContain('class="navbar__brand" href="/repo-name/"');
    expect(intro).toContain('href="/repo-name/docs/guide/setup"');
    // A Markdown link to a .md file and a link written as a site path both land under the base.
    expect(intro).toContain('href="/repo-name/docs/guide/setup#install"');
    expect(intro).toContain('href="/repo-name/sitemap.xml"');
    expect(intro).toContain('href="/repo-name/files/sample.txt"');
    expect(intro).toContain('src="/repo-name/img/pic.png"');
    expect(intro).toContain('<link rel="icon" href="/repo-name/img/pic.png"/>');
    const setup = await read('docs/guide/setup.html');
    expect(setup).toMatch(/srcSet="\/repo-name\/assets\/img\/photo-[0-9a-f]+-480\.webp 480w, \/repo-name\/assets\/img\/photo-[0-9a-f]+-960\.webp 960w/);
    expect(setup).toContain('class="pagination__link pagination__link--prev" href="/repo-name/docs/guide/extras"');
    expect(setup).toContain('<li><a href="/repo-name/docs/category/guide">Guide</a></li>');
    expect(setup).toMatch(/class="sidebar__link sidebar__category-label [^"]*" href="\/repo-name\/docs\/category\/guide"/);
    expect(setup).toMatch(/class="sidebar__link sidebar__link--active [^"]*" href="\/repo-name\/docs\/guide\/setup"/);
    const category = await read('docs/category/guide.html');
    expect(category).toContain('class="card__link" href="/repo-name/docs/guide/setup"');
  });

  it("an MDX page's Docusaurus <Link> and useBaseUrl get the base once, beside Markdown links", async () => {
    const extras = await read('docs/guide/extras.html');
    expect(extras).toContain('href="/repo-name/docs/guide/setup#install">setup by Link</a>');
    expect(extras).toContain('href="/repo-name/docs/guide/usage">Markdown link</a>');
    expect(extras).toMatch(/<img alt="by useBaseUrl"[^>]* src="\/repo-name\/img\/pic\.png"/);
  });

  it('canonical and OpenGraph URLs, sitemap.xml and llms.txt name the site with its base', async () => {
    const intro = await read('docs/intro.html');
    expect(intro).toContain(`<link rel="canonical" href="${SITE}/docs/intro"/>`);
    expect(intro).toContain(`<meta property="og:url" content="${SITE}/docs/intro"/>`);
    const sitemap = await read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(3);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`)).toBe(true);
    expect(locs).toContain(`${SITE}/docs/guide/setup`);
    const llms = await read('llms.txt');
    expect(llms).toContain(`(${SITE}/docs/intro.md)`);
    expect(llms).toContain('the home page is `/repo-name/index.md`');
    expect(llms).not.toMatch(/\]\(\/|https:\/\/acme\.github\.io\/docs/);
  });

  it('the home page hands over to the main doc under the base', async () => {
    const home = await read('index.html');
    expect(home).toContain('<meta http-equiv="refresh" content="0; url=/repo-name/docs/intro">');
    expect(home).toContain(`<link rel="canonical" href="${SITE}/docs/intro">`);
  });

  it('the 404 page loads its assets and links from the base, wherever the host serves it', async () => {
    const notFound = await read('404.html');
    expect(notFound).toContain('<link rel="stylesheet" href="/repo-name/assets/main-');
    expect(notFound).toContain('href="/repo-name/docs/intro"');
  });

  it('the client gets the base, and chunk URLs under it; page data, sidebars and search files hold site paths', async () => {
    const intro = await read('docs/intro.html');
    const initial = JSON.parse(/<script id="__docsgen_data" type="application\/json">(.*?)<\/script>/s.exec(intro)![1]!);
    expect(initial.site.baseUrl).toBe(BASE);
    expect(initial.site.url).toBe(SITE);
    for (const chunk of Object.values(initial.chunks) as string[]) expect(chunk.startsWith('/repo-name/assets/')).toBe(true);
    // The browser puts these under the base when it fetches them (test/browser/base-path.test.ts).
    expect(initial.page.sidebarUrl).toMatch(/^\/__data\/sidebar-docs-/);
    expect(initial.site.searchManifest).toBe('/search-files.json');
    const data = JSON.parse(await read('__data/docs/intro.json'));
    expect(data.path).toBe('/docs/intro');
    expect(data.html).toContain('href="/repo-name/docs/guide/setup#install"');
  });
});

describe('docsgen serve with a base', () => {
  it('serves the build under the base, redirects / to it and answers 404 elsewhere', async () => {
    const log = console.log;
    console.log = () => {};
    const server = await serve({ config: path.join(await site(), 'site.config.ts'), dir: path.join(out, 'site'), port: 0, host: '127.0.0.1' }).finally(() => (console.log = log));
    try {
      const home = await fetch(`${server.url}/`, { redirect: 'manual' });
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe(BASE);
      const page = await fetch(`${server.url}/repo-name/docs/intro`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1 class="doc__title" tabindex="-1">Introduction</h1>');
      expect((await fetch(`${server.url}/repo-name/search-files.json`)).status).toBe(200);
      expect((await fetch(`${server.url}/docs/intro`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

/** A writable copy of the fixture whose theme folder still points at the default theme. */
async function fixtureCopy(prefix: string): Promise<{ root: string; config: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  await cp(FIXTURE, root, { recursive: true, filter: (src) => !src.includes('node_modules') });
  const config = path.join(root, 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("'../../../../templates'", JSON.stringify(path.resolve('templates'))));
  return { root, config };
}

describe('link gates with a base', () => {
  it('a content link to a page that does not exist fails the build with file:line, under a base too', async () => {
    const { root, config } = await fixtureCopy('docsgen-base-path-broken-');
    try {
      await writeFile(path.join(root, 'content/docs/guide/usage.md'), '# Usage\n\nSee [nothing](/docs/nowhere).\n');
      const error = await build({ config, out: path.join(root, 'out'), logger: silentLogger, crawl: false, cache: false }).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toContain('broken link');
      expect(String((error as Error & { problems?: string[] }).problems ?? error?.message)).toMatch(/usage\.md:3.*\/docs\/nowhere/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);

  it('the crawl walks the site under the base and names the page of a file that is missing', async () => {
    const { root, config } = await fixtureCopy('docsgen-base-path-crawl-');
    try {
      // A raw HTML image: the crawl, not the Markdown gates, is what finds it missing.
      await writeFile(path.join(root, 'content/docs/guide/usage.md'), '# Usage\n\n<img src="/img/missing.png" alt="gone" />\n');
      const error = await build({ config, out: path.join(root, 'out'), logger: silentLogger, crawl: true, cache: false }).then(
        () => null,
        (e: unknown) => e as Error,
      );
      // The crawl names the page by its site path, with its source file (were the in-memory gates to
      // check raw HTML images one day, they would name file:line instead).
      expect(error?.message).toMatch(/usage\.md, page \/docs\/guide\/usage: \/repo-name\/img\/missing\.png answered 404|usage\.md:\d+.*\/img\/missing\.png/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
