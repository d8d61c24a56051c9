import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/**
 * After a build that crawled, the next build reads only the new pages and those whose HTML changed,
 * and reports what a whole crawl of the new site reports (checked against a build without the cache).
 */
const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/basic');
let root: string;
let config: string;

beforeAll(async () => {
  const copy = await copyFixtureSite(fixture, 'docsgen-crawl-again-');
  root = copy.root;
  config = path.join(root, 'site.config.ts');
  // The in-memory link gate stays quiet: what is reported here is the crawl's.
  await writeFile(config, copy.configSource.replace('plugins:', "gates: { onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', onCrawlErrors: 'warn' },\n  plugins:"));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** Builds into `out` (the cache kept unless `cache: false`) and returns what the crawl read and reported. */
async function buildAndCrawl(out: string, cache = true, locales?: string[]): Promise<{ crawled: number | undefined; broken: string[] }> {
  const warnings: string[] = [];
  const logger: Logger = { info() {}, warn: (message) => warnings.push(message) };
  const result = await build({ config, out: path.join(root, out), logger, crawl: true, cache, ...(locales ? { locales } : {}) });
  return { crawled: result.work?.crawled, broken: warnings.filter((message) => message.includes('broken link')) };
}

describe('a build after a build that crawled', () => {
  it('reads only the changed page again, and finds what a whole crawl finds', { timeout: 240_000 }, async () => {
    const first = path.join(root, 'content/docs/guides/first.md');
    const cold = await buildAndCrawl('build');
    expect(cold.crawled).toBeGreaterThan(5);

    await appendFile(first, '\nOne more sentence.\n');
    const edited = await buildAndCrawl('build');
    expect(edited.crawled).toBe(1);
    expect(edited.broken).toEqual(cold.broken);

    // A broken link on the changed page: found by reading that page alone.
    await appendFile(first, '\n<a href="/docs/nowhere">nowhere</a>\n');
    const broken = await buildAndCrawl('build');
    expect(broken.crawled).toBe(1);
    expect(broken.broken.join('\n')).toContain('/docs/nowhere');
    expect(broken.broken).toEqual((await buildAndCrawl('fresh-1', false)).broken);

    // A page nothing links to is a page all the same: edited, it is read again, alone.
    const orphan = path.join(root, 'content/docs/notes/orphan.md');
    await writeFile(orphan, `${await readFile(orphan, 'utf8')}\n<a href="/docs/orphan-gone">gone</a>\n`);
    const orphaned = await buildAndCrawl('build');
    expect(orphaned.crawled).toBe(1);
    expect(orphaned.broken.join('\n')).toContain('/docs/orphan-gone');
    expect(orphaned.broken).toEqual((await buildAndCrawl('fresh-2', false)).broken);

    // A new page nothing links to: read, alone.
    await writeFile(path.join(root, 'content/docs/notes/added.md'), '# Added\n\n<a href="/docs/added-gone">gone</a>\n');
    const added = await buildAndCrawl('build');
    expect(added.crawled).toBe(1);
    expect(added.broken.join('\n')).toContain('/docs/added-gone');
    expect(added.broken).toEqual((await buildAndCrawl('fresh-3', false)).broken);
  });
});

describe('a build that does not hash its inputs (--locale here; --strict, a site plugin that runs code first)', () => {
  it('keeps its crawl all the same: the next one reads only the changed page again', { timeout: 240_000 }, async () => {
    const intro = path.join(root, 'content/docs/intro.md');
    const cold = await buildAndCrawl('build-locale', true, ['en']);
    expect(cold.crawled).toBeGreaterThan(5);
    await appendFile(intro, '\nOne more sentence.\n');
    const edited = await buildAndCrawl('build-locale', true, ['en']);
    expect(edited.crawled).toBe(1);
    expect(edited.broken).toEqual(cold.broken);
  });
});
