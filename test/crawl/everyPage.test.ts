import { rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { silentLogger } from '../../src/util/log.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/**
 * The crawl reads every page docsgen rendered, whether or not `/` leads to it: here `/` is a
 * landing page of the static folder that links to no doc (the crawl never reads a static copy),
 * and the site's 404 page is its own static one too, never read (it answers for missing URLs).
 */
const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/static-index');
let root: string;
let configSource: string;

beforeAll(async () => {
  const copy = await copyFixtureSite(fixture, 'docsgen-crawl-every-page-');
  root = copy.root;
  configSource = copy.configSource;
  await writeFile(path.join(root, 'site.config.ts'), configSource);
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a site whose / is a static index.html', () => {
  it('fails on a broken link in a doc no page links to, naming the doc at the link', { timeout: 120_000 }, async () => {
    const failure = (await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger: silentLogger, crawl: true, cache: false }).catch((error: unknown) => error)) as Error;
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toContain('content/docs/intro.md:3:');
    expect(failure.message).toContain('"setup guide" → /docs/setup answered 404');
    // The static 404 page's own dead link is not the build's to report: that page is never read.
    expect(failure.message).not.toContain('sitemap-of-the-old-site');
  });

  it('reads each rendered page once, and neither static copy (the landing page, the 404 page)', { timeout: 120_000 }, async () => {
    await writeFile(path.join(root, 'site.config.ts'), configSource.replace("gates: { onBrokenLinks: 'ignore' }", "gates: { onBrokenLinks: 'ignore', onCrawlErrors: 'warn' }"));
    const warnings: string[] = [];
    const logger: Logger = { info() {}, warn: (message) => warnings.push(message) };
    const result = await build({ config: path.join(root, 'site.config.ts'), out: path.join(root, 'build-warn'), logger, crawl: true, cache: false });
    // The two docs: `/` and 404.html are the static folder's.
    expect(result.work?.crawled).toBe(2);
    expect(warnings.join('\n')).toContain('/docs/setup');
    expect(warnings.join('\n')).not.toContain('sitemap-of-the-old-site');
  });
});

describe('a static 404 page', () => {
  it('answers for missing URLs and is never read; the 404 page docsgen renders is read once, as a page', { timeout: 120_000 }, async () => {
    // `/` is docsgen's now; the doc's broken link answers with the static 404 page.
    await unlink(path.join(root, 'content/static/index.html'));
    const warnings: string[] = [];
    const logger: Logger = { info() {}, warn: (message) => warnings.push(message) };
    const built = (out: string) => build({ config: path.join(root, 'site.config.ts'), out: path.join(root, out), logger, crawl: true, cache: false });
    // `/` and the two docs.
    expect((await built('build-404')).work?.crawled).toBe(3);
    expect(warnings.join('\n')).not.toContain('sitemap-of-the-old-site');
    await unlink(path.join(root, 'content/static/404.html'));
    expect((await built('build-rendered-404')).work?.crawled).toBe(4);
  });
});
