import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { searchDocs } from '../helpers/searchFiles.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

/** A site whose `/` is content/index.md: rendered like a doc's body, without the docs' frame. */
// A copy to build: a build keeps its caches in the site's node_modules/.cache.
const site = useFixtureCopy(path.resolve('test/fixtures/sites/home-page'));
let out: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'docsgen-home-page-'));
  await build({ config: path.join(await site(), 'site.config.ts'), out: path.join(out, 'site'), logger: silentLogger, crawl: false, cache: false });
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

const read = (file: string) => readFile(path.join(out, 'site', file), 'utf8');

describe('content/index.md as the home page', () => {
  it('renders its body at / with its first heading as the title, and no docs sidebar', async () => {
    const home = await read('index.html');
    expect(home).not.toContain('http-equiv="refresh"');
    expect(home).toContain('<h1 class="markdown-page__title" tabindex="-1">Welcome to the lighthouse</h1>');
    expect(home).toContain('<title>Welcome to the lighthouse');
    expect(home).toContain('The lighthouse keeper&#x27;s handbook starts here.');
    expect(home).toContain('href="/docs/first-steps"');
    expect(home).not.toContain('class="sidebar');
    expect(JSON.parse(await read('__data/index.json'))).toMatchObject({ kind: 'page', path: '/', title: 'Welcome to the lighthouse' });
    expect(await read('sitemap.xml')).toContain('<loc>https://home-page.example/</loc>');
    expect(await read('index.md')).toContain('# Welcome to the lighthouse');
  });

  it('is not a doc: no sidebar lists it, and a doc links back to it as /', async () => {
    const doc = await read('docs/first-steps.html');
    expect(doc).toContain('href="/"');
    expect(doc).not.toContain('Welcome to the lighthouse');
  });

  it('is the first link of llms.txt, to its Markdown source, and gives it its summary when the config has no tagline', async () => {
    const llms = await read('llms.txt');
    expect(llms).toMatch(/^# Home page site\n\n> The lighthouse keeper's handbook starts here\. [^\n]*\n/);
    expect(llms).toContain("## Home\n\n- [Welcome to the lighthouse](https://home-page.example/index.md): The lighthouse keeper's handbook starts here.");
    expect(llms.indexOf('index.md')).toBeLessThan(llms.indexOf('docs/first-steps.md'));
    expect(llms).not.toContain('example/.md');
    expect(llms).not.toContain('Other pages');
  });

  it('is in the search index', async () => {
    const docs = JSON.stringify(await searchDocs((file) => readFile(path.join(out, 'site', file), 'utf8')));
    expect(docs).toContain('Welcome to the lighthouse');
    expect(docs).toContain('Why lamps');
  });
});

describe('content/index.md problems', () => {
  let site: string;
  beforeAll(async () => {
    site = path.join(out, 'copy');
    await cp('test/fixtures/sites/home-page', site, { recursive: true });
  });

  it('its broken links fail the build, naming the file', async () => {
    await writeFile(path.join(site, 'content/index.md'), '# Home\n\nSee [the missing page](/docs/missing).\n');
    await expect(build({ config: path.join(site, 'site.config.ts'), out: path.join(out, 'broken'), logger: silentLogger, crawl: false, cache: false })).rejects.toThrow(
      /content\/index\.md.*\/docs\/missing/,
    );
  });

  it('with `landing` in the config too, the build stops naming both', async () => {
    await writeFile(path.join(site, 'content/index.md'), '# Home\n');
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    await writeFile(path.join(site, 'site.config.ts'), config.replace("plugins:", "landing: { cta: { label: 'Start', to: '/docs/weather' } },\n  plugins:"));
    await expect(build({ config: path.join(site, 'site.config.ts'), out: path.join(out, 'both'), logger: silentLogger, crawl: false, cache: false })).rejects.toThrow(
      /site\.config\.ts:\d+: both `landing` and content\/index\.md define the home page/,
    );
  });
});
