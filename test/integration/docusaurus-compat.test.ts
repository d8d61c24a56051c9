import { cp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/log.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

/** A docs folder written for Docusaurus 3 (test/fixtures/sites/docusaurus-compat), built once. */
const fixture = 'test/fixtures/sites/docusaurus-compat';
let root: string;
let out: string;
const warnings: string[] = [];
const logger: Logger = { info: () => {}, warn: (message) => void warnings.push(message) };

const page = (file: string) => readFile(path.join(out, file), 'utf8');

beforeAll(async () => {
  ({ root } = await copyFixtureSite(fixture, 'docsgen-compat-'));
  // copyFixtureSite copies content/ and theme/; a Docusaurus site has src/ too.
  await cp(path.join(fixture, 'site.config.ts'), path.join(root, 'site.config.ts'));
  await cp(path.join(fixture, 'src'), path.join(root, 'src'), { recursive: true }).catch(() => undefined);
  out = path.join(root, 'build');
  await build({ config: path.join(root, 'site.config.ts'), out, logger, crawl: false, cache: false });
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('front matter as Docusaurus reads it', () => {
  it('hide_title: no title heading from the theme; the body keeps its own # heading', async () => {
    const html = await page('docs/hidden-title.html');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).not.toContain('class="doc__title"');
    expect(html).toMatch(/<h1[^>]*>Pruning, by hand/);
    expect(html).toContain('<title>Pruning | Compat Orchard</title>');
  });

  it('a key docsgen does not read (author) is a warning naming file:line, not an error', () => {
    expect(warnings.join('\n')).toContain('content/docs/hidden-title.md:4: front matter `author` is not a key docsgen reads: ignored');
  });
});
