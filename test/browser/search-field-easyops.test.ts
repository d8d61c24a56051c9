import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';
import { searchFieldRules } from '../helpers/searchFieldRules.js';

/**
 * A Docusaurus site searched with @easyops-cn/docusaurus-search-local: in Docusaurus 3.10 that
 * plugin's navbar box is a 144px (9rem) field from 577 to 996px and folds into a magnifier at 576px
 * and below (measured on kysely's site built with it, session 29). docsgen's search box in its place
 * does the same (docusaurus-lunr-search's stays a field down to 361px: search-field.test.ts).
 */
const fixture = 'test/fixtures/sites/docusaurus-easyops-search';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-search-easyops-', (b, s) => ([browser, site] = [b, s]));

describe('Docusaurus layout with @easyops-cn/docusaurus-search-local: the navbar search box on narrow screens', () => {
  it('is a 9rem field from 577 to 996px with its placeholder, and the 38px magnifier at 576px and below', async () => {
    const widths: Record<number, [number, boolean]> = {};
    for (const width of [400, 576, 577, 700, 996]) {
      const { page, errors } = await openPage(browser, { viewport: { width, height: 800 } });
      await gotoHydrated(page, `${site.url}/`);
      widths[width] = await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('nav.navbar .search__input')!;
        return [Math.round(input.getBoundingClientRect().width), getComputedStyle(input, '::placeholder').color !== 'rgba(0, 0, 0, 0)'];
      });
      expect(errors).toEqual([]);
      await page.close();
    }
    // Before: the button up to 768px, then a 160px field.
    expect(widths).toEqual({ 400: [38, false], 576: [38, false], 577: [144, true], 700: [144, true], 996: [144, true] });
  });

  it("has the field's rules once in the page's CSS, for the plugin's widths (before: docusaurus-lunr-search's copy of them came along)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 700, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    expect(await searchFieldRules(page)).toEqual(['(min-width: 577px) and (max-width: 996px)']);
  });

  it("stands where the navbar's `{ type: 'search', position: 'left' }` item is, before the left links, on wide screens; at the navbar's end on narrow ones", async () => {
    const where = async (width: number) => {
      const { page } = await openPage(browser, { viewport: { width, height: 800 } });
      await gotoHydrated(page, `${site.url}/`);
      const found = await page.evaluate(() => {
        const search = document.querySelector('nav.navbar .search')!;
        const link = [...document.querySelectorAll<HTMLElement>('nav.navbar .navbar__items:not(.navbar__items--right) .navbar__link')].find((a) => a.textContent === 'Log');
        const box = search.getBoundingClientRect();
        return { inLeftGroup: search.closest('.navbarSearchContainer')!.parentElement!.matches('.navbar__items:not(.navbar__items--right)'), right: Math.round(box.right), beforeLink: link ? box.right <= link.getBoundingClientRect().left : null };
      });
      await page.close();
      return found;
    };
    // Before: the right group's last item.
    expect(await where(1280)).toMatchObject({ inLeftGroup: true, beforeLink: true });
    // Narrow: at the navbar's end (16px padding), as Docusaurus's.
    expect((await where(700)).right).toBe(684);
  });
});
