import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { addCategoryIndex } from '../helpers/categoryIndex.js';
import { eventually, gotoHydrated, readMarker, setMarker } from '../helpers/pageSteps.js';

/**
 * A swizzled DocCategoryGeneratedIndexPage wrapper (test/helpers/categoryIndex.ts) in the browser: the
 * category page hydrates with it (its `categoryGeneratedIndex` the same as at build time), and a
 * client-side move from a doc to the category's index renders the index through it too.
 */
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite('test/fixtures/sites/docusaurus-own-searchbar', 'docsgen-category-index-b-', (b, s) => ([browser, site] = [b, s]), { prepare: addCategoryIndex });

describe('a swizzled DocCategoryGeneratedIndexPage wrapper in the browser', () => {
  it('hydrates on the category page, and wraps the index after a client-side move to it from a doc', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
    const wrapped = () => page.locator('[data-pond-skip="all"] > .doc-main > article.doc').count();
    const props = () => page.locator('p.pond-index-props').textContent();
    await gotoHydrated(page, `${site.url}/category/lilies`);
    expect(await wrapped()).toBe(1);
    expect(await props()).toBe('Lilies | Leaves that float. | /category/lilies | /category/lilies | Pond survey | / | White lilies | /lilies/white');
    await gotoHydrated(page, `${site.url}/lilies/white`);
    expect(await wrapped()).toBe(0);
    await setMarker(page);
    await page.locator('nav.breadcrumbs a', { hasText: 'Lilies' }).click();
    await eventually(wrapped).toBe(1);
    expect(await props()).toContain('Lilies | Leaves that float.');
    // A move in the page, not a load.
    expect(await readMarker(page)).toBe(1);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
