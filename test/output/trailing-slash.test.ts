import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { closeServer, createStaticServer, listen } from '../../src/serve/staticServer.js';
import { diskSource } from '../../src/serve/fileSource.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

/** A Docusaurus site with `trailingSlash: true`: written as <path>/index.html, linked as <path>/. */
const site = useFixtureCopy(path.resolve('test/fixtures/sites/trailing-slash'));
let out: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'docsgen-trailing-slash-'));
  // The crawl runs too: linkinator walks the built site as docsgen serve answers it.
  await build({ config: path.join(await site(), 'site.config.ts'), out: path.join(out, 'site'), logger: silentLogger, crawl: true, cache: false });
}, 180_000);
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

const read = (file: string) => readFile(path.join(out, 'site', file), 'utf8');
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);

describe('a site with trailingSlash: true', () => {
  it('writes every page as <path>/index.html, as Docusaurus does', async () => {
    const entries = await readdir(path.join(out, 'site'), { recursive: true, withFileTypes: true });
    const html = entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.relative(path.join(out, 'site'), path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    expect(html.sort()).toEqual([
      '404.html',
      'docs/guides/feeding/index.html',
      'docs/intro/index.html',
      'docs/next/1.x/index.html',
      'docs/next/category/guides/index.html',
      'docs/next/guides/dens/index.html',
      'docs/next/guides/feeding/index.html',
      'docs/next/intro/index.html',
      'index.html',
      'legacy/old.html',
    ]);
  });

  it('links every page with its slash: navbar, sidebar, pagination, version banner, body links (relative ones too); files and pathname:/// links as written', async () => {
    const intro = await read('docs/next/intro/index.html');
    const links = hrefs(intro);
    expect(links).toEqual(expect.arrayContaining(['/docs/next/intro/', '/docs/next/category/guides/', '/docs/guides/feeding/', '/docs/intro/', '/docs/next/guides/feeding/#fish', '../guides/dens/', '/legacy/old.html']));
    // No link to a page of the site without its slash.
    const pageLinks = links.filter((href) => (href.startsWith('/') || href.startsWith('.')) && !/\.[a-z]+(#|$)/.test(href) && href !== '/');
    expect(pageLinks.filter((href) => !/\/(#.*)?$/.test(href))).toEqual([]);
    expect(intro).toContain('<a href="/legacy/old.html" data-full-load="">');
    expect(intro).toContain('<link rel="canonical" href="https://otters.example/docs/next/intro/"/>');
    expect(intro).toContain('<meta property="og:url" content="https://otters.example/docs/next/intro/"/>');
  });

  it('a page named like a file (/docs/next/1.x, a version) is a page: the route table says so, and it gets its slash in the sidebar, the body, its canonical URL and the sitemap, as Docusaurus gives it', async () => {
    const intro = await read('docs/next/intro/index.html');
    // The sidebar's link, the body's Markdown link and the pagination's.
    expect(intro.match(/href="\/docs\/next\/1\.x\/"/g)?.length).toBe(3);
    expect(intro).not.toContain('href="/docs/next/1.x"');
    const release = await read('docs/next/1.x/index.html');
    expect(release).toContain('<link rel="canonical" href="https://otters.example/docs/next/1.x/"/>');
    expect(await read('sitemap.xml')).toContain('<loc>https://otters.example/docs/next/1.x/</loc>');
    // An MDX <Link> with a target is a page's link (Docusaurus's Link adds the slash to every internal link);
    // its pathname:/// link is the site's file, as written.
    expect(release).toMatch(/<a href="\/docs\/next\/guides\/dens\/" target="_blank"/);
    expect(release).toContain('href="/legacy/old.html"');
    // llms.txt names the raw Markdown copy, a file.
    expect(await read('llms.txt')).toContain('https://otters.example/docs/next/1.x.md');
  });

  it('sitemap.xml and the redirect of / name pages with their slash', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://otters.example/docs/next/guides/dens/</loc>');
    expect(sitemap).not.toMatch(/<loc>[^<]*[^/]<\/loc>/);
    expect(await read('index.html')).toContain('url=/docs/intro/"');
  });

  it('docsgen serve answers /path/, sends /path and /path/index.html there, and serves static files', async () => {
    const server = createStaticServer({ source: diskSource(path.join(out, 'site')), compress: false });
    const url = await listen(server, 0, '127.0.0.1');
    try {
      const get = (p: string) => fetch(url + p, { redirect: 'manual' });
      expect((await get('/docs/next/guides/dens/')).status).toBe(200);
      const bare = await get('/docs/next/guides/dens');
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/docs/next/guides/dens/']);
      const index = await fetch(`${url}/docs/next/guides/dens/index.html`);
      expect([index.status, new URL(index.url).pathname]).toEqual([200, '/docs/next/guides/dens/']);
      expect((await fetch(`${url}/legacy/old.html`)).status).toBe(200);
      expect((await fetch(`${url}/docs/next/guides/nope/`)).status).toBe(404);
    } finally {
      await closeServer(server);
    }
  });
});
