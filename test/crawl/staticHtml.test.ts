import { appendFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/**
 * The crawl judges the pages docsgen rendered, as Docusaurus's link check does: a static HTML file
 * a page links to is checked to answer, but the links inside it are not the build's to report.
 */
const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/static-html');
let root: string;

beforeAll(async () => {
  const copy = await copyFixtureSite(fixture, 'docsgen-crawl-static-');
  root = copy.root;
  await writeFile(path.join(root, 'site.config.ts'), copy.configSource);
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const buildSite = (out: string) => build({ config: path.join(root, 'site.config.ts'), out: path.join(root, out), logger: silentLogger, crawl: true, cache: false });

describe('a static HTML file with a dead link of its own', () => {
  it('passes the crawl: the file answers, and its links are not read', { timeout: 120_000 }, async () => {
    const result = await buildSite('build');
    expect(result.work?.crawled).toBeGreaterThan(0);
  });

  it('a link from a page to a static HTML file that is not there is still reported', { timeout: 120_000 }, async () => {
    await appendFile(path.join(root, 'content/docs/intro.md'), '\nThe [gone page](/legacy/gone.html) was never copied.\n');
    const failure = (await buildSite('build-gone').catch((error: unknown) => error)) as Error;
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toContain('/legacy/gone.html');
    expect(failure.message).not.toContain('Removed.html');
  });
});
