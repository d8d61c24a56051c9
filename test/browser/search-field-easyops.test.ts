import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';
import { searchFieldRules } from '../helpers/searchFieldRules.js';

/**
 * A Docusaurus site searched with @easyops-cn/docusaurus-search-local: in Docusaurus 3.10 that
 * plugin's navbar box is a 144px (9rem) field from 577 to 996px and folds into a 44px pill with its magnifier at 576px
 * and below (measured on kysely's site built with it, session 29). docsgen's search box in its place
 * does the same (docusaurus-lunr-search's stays a field down to 361px: search-field.test.ts).
 */
const fixture = 'test/fixtures/sites/docusaurus-easyops-search';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-search-easyops-', (b, s) => ([browser, site] = [b, s]));

describe('Docusaurus layout with @easyops-cn/docusaurus-search-local: the navbar search box on narrow screens', () => {
  it('is a 9rem field from 577 to 996px with its placeholder, and a 44px pill (its magnifier alone) at 576px and below', async () => {
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
    expect(widths).toEqual({ 400: [44, false], 576: [44, false], 577: [144, true], 700: [144, true], 996: [144, true] });
  });

  it('is as wide as that plugin draws it at every width: 200px (Infima 12.5rem) from 997px, focused or not; a 44 x 32px pill at 576px and below', async () => {
    // Docusaurus 3.10's widths with the plugin: its stylesheet and Infima's in Chromium (session 31):
    // 200 at 997 and 1280 (docsgen's own box was 152px up to 1200px and widened to 240px when focused), 44 x 32 at 400 (docsgen's 38px square).
    const measured: Record<string, [number, number]> = {};
    for (const width of [400, 997, 1280]) {
      const { page } = await openPage(browser, { viewport: { width, height: 800 } });
      await gotoHydrated(page, `${site.url}/`);
      const size = () => page.evaluate(() => {
        const box = document.querySelector<HTMLInputElement>('nav.navbar .search__input')!.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height)] as [number, number];
      });
      measured[width] = await size();
      if (width > 996) {
        await page.locator('nav.navbar .search__input').focus();
        measured[`${width} focused`] = await size();
      }
      await page.close();
    }
    expect(measured).toEqual({ 400: [44, 32], 997: [200, 32], '997 focused': [200, 32], 1280: [200, 32], '1280 focused': [200, 32] });
  });

  it("has the field's rules once in the page's CSS, for the plugin's widths (before: docusaurus-lunr-search's copy of them came along)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 700, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    // The plugin's field and, above and below it, its wide box and its folded pill (search-field-577.css).
    expect(await searchFieldRules(page)).toEqual(['(min-width: 577px) and (max-width: 996px)', '(min-width: 997px)', '(max-width: 576px)']);
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
