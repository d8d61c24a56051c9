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
const crawl: LastCrawl = { base: '/', pages: ['/', '/docs/a', '/docs/a?tab=npm', '/docs/b'], checked: ['/docs/a', '/docs/b', '/assets/x.js', '/gone'], problems: [{ page: '/docs/b', url: '/gone', status: 404 }] };
const last = { crawl, files: ['.docsgen-output', ...Object.keys(before)].sort() };
const none: ReadonlySet<string> = new Set();
const filesOf = (files: Record<string, string>) => new Set(Object.keys(files));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-crawl-changed-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('pagesToCrawlAgain', () => {
  it('names the pages of the last crawl whose HTML changed, with their query forms', async () => {
    const lastDir = await site('last', before);
    const now = { ...before, 'docs/a.html': 'a, edited', 'docs/orphan.html': 'o, edited', 'assets/x.js': 'y' };
    // The orphan was not read by the last crawl (nothing links to it): a whole crawl would not read it either.
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(now), await site('edited', now))).toEqual(['/docs/a', '/docs/a?tab=npm']);
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(before), await site('same', before))).toEqual([]);
  });

  it('asks for a whole crawl when a checked URL answers now where it did not (or the other way round), or the 404 page changed', async () => {
    const lastDir = await site('last2', before);
    const mended = { ...before, 'gone.html': 'back' };
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(mended), await site('mended', mended))).toBeNull();
    const { 'assets/x.js': _removed, ...removed } = before;
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(removed), await site('removed', removed))).toBeNull();
    // A new file no checked URL names (a search index under a new hashed name) changes nothing.
    const renamed = { ...before, 'search-1a2b.json': '{}' };
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(renamed), await site('renamed', renamed))).toEqual([]);
    const notFound = { ...before, '404.html': 'lost' };
    expect(await pagesToCrawlAgain(last, lastDir, filesOf(notFound), await site('404', notFound))).toBeNull();
  });
});

describe('withPagesCrawledAgain', () => {
  const files = filesOf(before);

  it('puts the pages read again in place of theirs and keeps the other pages’ problems', () => {
    const found = { problems: [{ page: '/docs/a', url: '/nowhere', status: 404 }], pages: ['/docs/a'], checked: ['/docs/b', '/assets/x.js', '/nowhere'] };
    expect(withPagesCrawledAgain(crawl, ['/docs/a'], found, files, none)).toEqual({
      base: '/',
      pages: crawl.pages,
      checked: [...crawl.checked, '/nowhere'],
      problems: [
        { page: '/docs/b', url: '/gone', status: 404 },
        { page: '/docs/a', url: '/nowhere', status: 404 },
      ],
    });
    // Page b mended: its old problem goes.
    expect(withPagesCrawledAgain(crawl, ['/docs/b'], { problems: [], pages: ['/docs/b'], checked: ['/'] }, files, none)?.problems).toEqual([]);
  });

  it('gives up when a page read again links to a page the last crawl did not read', () => {
    const found = { problems: [], pages: ['/docs/a'], checked: ['/docs/orphan'] };
    expect(withPagesCrawledAgain(crawl, ['/docs/a'], found, files, none)).toBeNull();
  });

  it('keeps to the pages read again when one links to a static HTML file: the crawl never reads those', () => {
    const withOld = new Set([...files, 'legacy/old.html']);
    const found = { problems: [], pages: ['/docs/a'], checked: ['/legacy/old.html'] };
    expect(withPagesCrawledAgain(crawl, ['/docs/a'], found, withOld, new Set(['legacy/old.html']))?.checked).toContain('/legacy/old.html');
    // The same file were it a page docsgen rendered: a whole crawl would read it.
    expect(withPagesCrawledAgain(crawl, ['/docs/a'], found, withOld, none)).toBeNull();
  });

  it('servedFile answers as the static server: clean URLs, redirects, the home page, other files', () => {
    expect(['/', '/docs/a', '/docs/a/', '/docs/a.html', '/docs/orphan?x=1', '/assets/x.js'].map((url) => servedFile(files, url))).toEqual(['index.html', 'docs/a.html', 'docs/a.html', 'docs/a.html', 'docs/orphan.html', 'assets/x.js']);
    expect(['/docs/c', '/nowhere', '/assets/y.js'].map((url) => servedFile(files, url))).toEqual([undefined, undefined, undefined]);
  });
});
