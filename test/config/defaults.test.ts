import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

/**
 * Whole builds of two small sites: one with only the required config keys (every default), one on
 * a second, minimal theme that implements the contract of `docsgen/theme` (the engine/theme
 * boundary: nothing of the default theme is needed).
 */
let out: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'docsgen-defaults-'));
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

const read = (site: string, file: string) => readFile(path.join(out, site, file), 'utf8');
// Copies to build: a build keeps its caches in the site's node_modules/.cache.
const minimalConfig = useFixtureCopy(path.resolve('test/fixtures/sites/minimal-config'));
const minimalTheme = useFixtureCopy(path.resolve('test/fixtures/sites/minimal-theme'));

describe('a config with only title and url', () => {
  beforeAll(async () => {
    await build({ config: path.join(await minimalConfig(), 'site.config.ts'), out: path.join(out, 'config'), logger: silentLogger, crawl: false, cache: false });
  });

  it('hands / over to the main doc, the first page of the default sidebar', async () => {
    const home = await read('config', 'index.html');
    expect(home).toContain('<meta http-equiv="refresh" content="0; url=/docs/welcome">');
    expect(home).toContain('<link rel="canonical" href="https://minimal-config.example/docs/welcome">');
    expect(JSON.parse(await read('config', '__data/index.json'))).toMatchObject({ path: '/', redirect: '/docs/welcome' });
    expect(await read('config', 'sitemap.xml')).not.toContain('<loc>https://minimal-config.example/</loc>');
  });

  it('has a navbar item for the default sidebar, every page in that sidebar, no footer and no search box', async () => {
    const page = await read('config', 'docs/welcome.html');
    expect(page).toMatch(/<a[^>]*class="navbar__item navbar__link[^"]*"[^>]*href="\/docs\/welcome"[^>]*>Docs<\/a>|<a[^>]*href="\/docs\/welcome"[^>]*class="navbar__item navbar__link[^"]*"[^>]*>Docs<\/a>/);
    expect(page).toContain('href="/docs/guides/setup"');
    expect(page).not.toMatch(/<footer class="footer/);
    expect(page).not.toContain('type="search"');
    expect(existsSync(path.join(out, 'config', 'search-files.json'))).toBe(false);
  });
});

describe('a second, minimal theme', () => {
  beforeAll(async () => {
    await build({ config: path.join(await minimalTheme(), 'site.config.ts'), out: path.join(out, 'theme'), logger: silentLogger, crawl: false, cache: false });
  });

  it('renders every page with its own components and styles', async () => {
    const page = await read('theme', 'docs/intro.html');
    expect(page).toContain('<header class="minimal__brand">Minimal theme</header>');
    expect(page).toContain('Body of the <strong>intro</strong> page.');
    expect(page).not.toContain('class="navbar');
    const notFound = await read('theme', '404.html');
    expect(notFound).toContain('<a href="/docs/intro">Intro</a>');
    const css = JSON.parse(await read('theme', 'docs/intro.html').then((html) => JSON.stringify(/href="(\/assets\/[^"]+\.css)"/.exec(html)![1])));
    expect(await read('theme', css.slice(1))).toContain('.minimal__brand');
  });
});
