import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocItemLayout } from '../helpers/docItemLayout.js';
import { buildDocusaurusCopy, type DocusaurusCopy } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site's `src/theme/DocItem/Layout` wrapper (kysely's wraps its example pages in a
 * `<div data-pagefind-weight="3">` by `useLocation()`): docsgen renders a doc page's column beside
 * the sidebar (breadcrumbs, the doc, prev/next, the TOC) through it, `@theme-original/DocItem/Layout`
 * being docsgen's, as Docusaurus renders DocItem through the swizzle. Fixture:
 * test/fixtures/sites/docusaurus-own-searchbar, given the wrapper here.
 */
const fixture = 'test/fixtures/sites/docusaurus-own-searchbar';
const warnings: string[] = [];
let copy: DocusaurusCopy;

beforeAll(async () => {
  copy = await buildDocusaurusCopy(fixture, 'docsgen-doc-item-layout-', { prepare: addDocItemLayout, logger: { info: () => {}, warn: (message) => void warnings.push(message) } });
}, 180_000);
afterAll(async () => {
  if (copy) await rm(copy.root, { recursive: true, force: true });
});

describe('a swizzled DocItem/Layout wrapper', () => {
  it("renders each doc page's column through it: the wrapper's div around docsgen's (breadcrumbs, the doc, its TOC) on the pages it picks, none on the others; the file is not named unused", async () => {
    const reeds = await readFile(path.join(copy.out, 'reeds.html'), 'utf8');
    expect(reeds).toMatch(/<div data-pond-weight="3"><div class="doc-main doc-main--aside"><article class="doc">[\s\S]*?<h2[^>]*>[\s\S]*?Cattails[\s\S]*?<\/article><nav class="toc toc--aside[ "]/);
    expect(reeds.match(/data-pond-weight/g)).toHaveLength(1);
    const survey = await readFile(path.join(copy.out, 'index.html'), 'utf8');
    expect(survey).toContain('<div class="doc-main"><article class="doc">');
    expect(survey).not.toContain('data-pond-weight');
    expect(warnings.join('\n')).not.toContain('DocItem/Layout');
  });
});
