import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { addDocItemLayout } from '../helpers/docItemLayout.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

/**
 * A swizzled DocItem/Layout wrapper (test/helpers/docItemLayout.ts) in the browser: the page hydrates
 * with it, and a client-side move to another doc renders that page through it too (useLocation's path).
 */
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite('test/fixtures/sites/docusaurus-own-searchbar', 'docsgen-doc-item-layout-b-', (b, s) => ([browser, site] = [b, s]), { prepare: addDocItemLayout });

describe('a swizzled DocItem/Layout wrapper in the browser', () => {
  it('hydrates on the page it wraps, and is left out after a client-side move to a page it does not wrap, and back', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
    await gotoHydrated(page, `${site.url}/reeds`);
    const wrapped = () => page.locator('[data-pond-weight="3"] > .doc-main > article.doc').count();
    expect(await wrapped()).toBe(1);
    expect(await page.locator('.doc-main nav.toc--aside').count()).toBe(1);
    await page.locator('nav.navbar a.navbar__link', { hasText: 'Survey' }).click();
    await eventually(() => page.locator('article.doc h1').textContent()).toBe('Pond survey');
    expect(await wrapped()).toBe(0);
    await page.goBack();
    await eventually(wrapped).toBe(1);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
