import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../src/util/log.js';
import { lastBuildPages } from '../../src/output/upToDate.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';
import { writeOneFolderSite } from '../helpers/oneFolderSite.js';

// Counts the crawler threads a build starts (the crawl itself runs as it always does), and notes
// when one is ended among the build's phases.
const started = vi.hoisted(() => ({ count: 0, events: [] as string[] }));
vi.mock('../../src/crawl/crawlSite.js', async (original) => {
  const actual = await original<typeof import('../../src/crawl/crawlSite.js')>();
  return {
    ...actual,
    startCrawler: () => {
      started.count++;
      const crawler = actual.startCrawler();
      return { ...crawler, close: () => (started.events.push('crawler closed'), crawler.close()) };
    },
  };
});
const { build, CRAWL_AUTO_MAX_PAGES } = await import('../../src/build.js');

/**
 * A build starts the linkinator thread early (to load on the idle core) only when the site may be
 * crawled: after a build of more pages than are crawled by default, it starts none unless the site
 * turns out small enough, then it starts it and crawls.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/basic/', import.meta.url));
let root: string;
const run = () => build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger: silentLogger });
const stampFile = () => path.join(root, 'node_modules', '.cache', 'docsgen', 'last-build.json');

beforeAll(async () => {
  let configSource: string;
  ({ root, configSource } = await copyFixtureSite(fixture, 'docsgen-lastpages-'));
  await writeFile(path.join(root, 'site.config.ts'), configSource);
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('the crawler thread after a big build', { timeout: 180_000 }, () => {
  it('reads the last build\'s page count; starts no crawler early after a big build, yet crawls a small site', async () => {
    expect(lastBuildPages(stampFile())).toBeUndefined();
    const first = await run();
    expect(first.times.crawl).toBeDefined();
    expect(lastBuildPages(stampFile())).toBe(first.pages);
    expect(started.count).toBe(1);

    // The last build (say) had 5,000 pages, and an input changed since.
    const stamp = JSON.parse(await readFile(stampFile(), 'utf8'));
    await writeFile(stampFile(), JSON.stringify({ ...stamp, pages: 5000, inputs: 'other' }));
    expect(lastBuildPages(stampFile())).toBe(5000);
    // A build that fails in its pages has started no crawler thread (it would start before them).
    const intro = path.join(root, 'content/docs/intro.md');
    const text = await readFile(intro, 'utf8');
    await writeFile(intro, `---\ntitle: [unclosed\n---\n\nBroken.\n`);
    await expect(run()).rejects.toThrow(/intro\.md/);
    expect(started.count).toBe(1);
    await writeFile(intro, text);
    const second = await run();
    // Started once, after the pages were made (the site is small: it is crawled).
    expect(started.count).toBe(2);
    expect(second.times.crawl).toBeDefined();
    expect(second.times.crawl! < second.totalMs).toBe(true);
  });
});

describe('the crawler thread of a first build too big to crawl', { timeout: 180_000 }, () => {
  it('starts none when the sources alone count more pages than are crawled by default', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bigfirst-'));
    try {
      // An intro page and CRAWL_AUTO_MAX_PAGES pages: one source more than are crawled by default.
      const config = await writeOneFolderSite(dir, CRAWL_AUTO_MAX_PAGES, 50);
      started.count = 0;
      started.events.length = 0;
      const result = await build({ config, out: path.join(dir, 'build'), logger: silentLogger });
      expect(result.pages).toBeGreaterThan(CRAWL_AUTO_MAX_PAGES);
      expect(result.times.crawl).toBeUndefined();
      expect(started.count).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('ends the idle thread once the routes count more pages than are crawled by default, before the pages render', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bigfirst-'));
    try {
      // As many sources as are crawled by default (the intro and one page fewer), but more pages (the landing page).
      const config = await writeOneFolderSite(dir, CRAWL_AUTO_MAX_PAGES - 1, 50);
      started.count = 0;
      started.events.length = 0;
      // No stamp, and few enough sources: the size is not known when the build starts, so the thread starts early.
      const result = await build({ config, out: path.join(dir, 'build'), logger: { ...silentLogger, phase: (name) => void (name && started.events.push(name)) } });
      expect(result.pages).toBeGreaterThan(CRAWL_AUTO_MAX_PAGES);
      expect(result.times.crawl).toBeUndefined();
      expect(started.count).toBe(1);
      expect(started.events.filter((event) => event === 'crawler closed')).toHaveLength(1);
      expect(started.events.indexOf('crawler closed')).toBeGreaterThan(started.events.indexOf('routes'));
      expect(started.events.indexOf('crawler closed')).toBeLessThan(started.events.indexOf('render'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
