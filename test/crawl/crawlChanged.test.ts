import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesToCrawlAgain, servedFile, withPagesCrawledAgain } from '../../src/crawl/crawlChanged.js';
import type { LastCrawl } from '../../src/output/upToDate.js';

let root: string;
const site = async (name: string, files: Record<string, string>) => {
  const dir = path.join(root, name);
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), body);
  }
  return dir;
};
const before = { 'index.html': 'home', 'docs/a.html': 'a', 'docs/b.html': 'b', 'docs/orphan.html': 'o', '404.html': 'not found', 'assets/x.js': 'x' };
const rendered = ['/', '/404', '/docs/a', '/docs/b', '/docs/orphan'];
const crawl: LastCrawl = { base: '/', pages: rendered, checked: [...rendered, '/assets/x.js', '/gone'], problems: [{ page: '/docs/b', url: '/gone', status: 404 }] };
const last = { crawl, files: ['.docsgen-output', ...Object.keys(before)].sort() };
const filesOf = (files: Record<string, string>) => new Set(Object.keys(files));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-crawl-changed-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('pagesToCrawlAgain', () => {
  it('names the rendered pages whose HTML changed, the 404 page and pages nothing links to among them', async () => {
    const lastDir = await site('last', before);
    const now = { ...before, 'docs/a.html': 'a, edited', 'docs/orphan.html': 'o, edited', '404.html': 'lost', 'assets/x.js': 'y' };
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(now), await site('edited', now), rendered)).toEqual(['/404', '/docs/a', '/docs/orphan']);
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(before), await site('same', before), rendered)).toEqual([]);
  });

  it('names a new page nothing links to: the last crawl did not read it', async () => {
    const lastDir = await site('last3', before);
    const added = { ...before, 'docs/new.html': 'new' };
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(added), await site('added', added), [...rendered, '/docs/new'])).toEqual(['/docs/new']);
  });

  it('asks for a whole crawl when a checked URL answers now where it did not, or the other way round', async () => {
    const lastDir = await site('last2', before);
    const mended = { ...before, 'gone.html': 'back' };
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(mended), await site('mended', mended), [...rendered, '/gone'])).toBeNull();
    const { 'assets/x.js': _removed, ...removed } = before;
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(removed), await site('removed', removed), rendered)).toBeNull();
    // A new file no checked URL names (a search index under a new hashed name) changes nothing.
    const renamed = { ...before, 'search-1a2b.json': '{}' };
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(renamed), await site('renamed', renamed), rendered)).toEqual([]);
  });
});

describe('withPagesCrawledAgain', () => {
  const files = filesOf(before);

  it('puts the pages read again in place of theirs and keeps the other pages’ problems', () => {
    const found = { problems: [{ page: '/docs/a', url: '/nowhere', status: 404 }], pages: ['/docs/a'], checked: ['/docs/b', '/assets/x.js', '/nowhere'] };
    expect(withPagesCrawledAgain(crawl, rendered, ['/docs/a'], found)).toEqual({
      base: '/',
      pages: rendered,
      checked: [...crawl.checked, '/nowhere'],
      problems: [
        { page: '/docs/b', url: '/gone', status: 404 },
        { page: '/docs/a', url: '/nowhere', status: 404 },
      ],
    });
    // Page b mended: its old problem goes.
    expect(withPagesCrawledAgain(crawl, rendered, ['/docs/b'], { problems: [], pages: ['/docs/b'], checked: ['/'] }).problems).toEqual([]);
  });

  it('drops the problems of a page no longer rendered', () => {
    const without = rendered.filter((page) => page !== '/docs/b');
    expect(withPagesCrawledAgain(crawl, without, [], { problems: [], pages: [], checked: [] })).toMatchObject({ pages: without, problems: [] });
  });

  it('servedFile answers as the static server: clean URLs, redirects, the home page, other files', () => {
    expect(['/', '/docs/a', '/docs/a/', '/docs/a.html', '/docs/orphan?x=1', '/assets/x.js'].map((url) => servedFile(files, url))).toEqual(['index.html', 'docs/a.html', 'docs/a.html', 'docs/a.html', 'docs/orphan.html', 'assets/x.js']);
    expect(['/docs/c', '/nowhere', '/assets/y.js'].map((url) => servedFile(files, url))).toEqual([undefined, undefined, undefined]);
  });
});
