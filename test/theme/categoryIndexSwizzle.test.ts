import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategoryIndex, categoryIndexFile, CATEGORY_INDEX_EJECTED } from '../helpers/categoryIndex.js';
import { buildDocusaurusCopy, type DocusaurusCopy } from '../helpers/siteCopy.js';

/**
 * A Docusaurus site's `src/theme/DocCategoryGeneratedIndexPage` (kysely's wraps its category pages in
 * `<div data-pagefind-ignore="all">`): docsgen renders a category's generated index beside the sidebar
 * through it, `@theme-original/DocCategoryGeneratedIndexPage` being docsgen's index, and gives it
 * Docusaurus's `categoryGeneratedIndex` prop. One that imports what docsgen lacks stays named.
 * Fixture: test/fixtures/sites/docusaurus-own-searchbar, given a category and the swizzle here.
 */
const fixture = 'test/fixtures/sites/docusaurus-own-searchbar';
const warnings: string[] = [];
let copy: DocusaurusCopy;

beforeAll(async () => {
  copy = await buildDocusaurusCopy(fixture, 'docsgen-category-index-', { prepare: addCategoryIndex, logger: { info: () => {}, warn: (message) => void warnings.push(message) } });
}, 180_000);
afterAll(async () => {
  if (copy) await rm(copy.root, { recursive: true, force: true });
});

const categoryPage = () => readFile(path.join(copy.out, 'category', 'lilies.html'), 'utf8');

describe('a swizzled DocCategoryGeneratedIndexPage', () => {
  it("renders the category's index through a wrapper, given Docusaurus's categoryGeneratedIndex; the file is not named unused", async () => {
    const html = await categoryPage();
    // The wrapper's div around docsgen's index: its title, description, cards and prev/next.
    expect(html).toMatch(/<div data-pond-skip="all"><p class="pond-index-props">[^<]*<\/p><div class="doc-main"><article class="doc doc--generated-index">[\s\S]*?<h1[^>]*>Lilies<\/h1><p class="category__description">Leaves that float.<\/p><ul class="cards">[\s\S]*?White lilies[\s\S]*?Yellow lilies[\s\S]*?<\/article><\/div><\/div>/);
    expect(html).toContain('<p class="pond-index-props">Lilies | Leaves that float. | /category/lilies | /category/lilies | Pond survey | / | White lilies | /lilies/white</p>');
    expect(html.match(/data-pond-skip/g)).toHaveLength(1);
    // A doc page keeps docsgen's column.
    expect(await readFile(path.join(copy.out, 'lilies', 'white.html'), 'utf8')).not.toContain('data-pond-skip');
    expect(warnings.join('\n')).not.toContain('DocCategoryGeneratedIndexPage');
  });

  it("leaves one importing a module docsgen does not provide aside, named in the warning with what it lacks, and renders docsgen's index", async () => {
    await writeFile(categoryIndexFile(copy.root), CATEGORY_INDEX_EJECTED);
    warnings.length = 0;
    await copy.rebuild();
    const html = await categoryPage();
    expect(html).not.toContain('pond-own-index');
    expect(html).toMatch(/<div class="doc-main"><article class="doc doc--generated-index">[\s\S]*?<h1[^>]*>Lilies<\/h1>/);
    expect(warnings.join('\n')).toMatch(/src\/theme\/DocCategoryGeneratedIndexPage\/index\.js: not used by docsgen: it imports [^\n]*PageMetadata/);
  });
});
