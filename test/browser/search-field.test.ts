import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';
import { searchFieldRules } from '../helpers/searchFieldRules.js';

/**
 * A Docusaurus site searched with docusaurus-lunr-search (the upstream picker's docs): in
 * Docusaurus that plugin's search box stays a field on a phone (Infima's 9rem), down to 360px,
 * where it folds into a magnifier. docsgen's search box in its place must do the same, where a
 * site with Algolia DocSearch gets DocSearch's 38px button (test/browser/locale-dropdown.test.ts).
 */
const fixture = 'test/fixtures/sites/docusaurus-lunr-search';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-search-field-', (b, s) => ([browser, site] = [b, s]));

const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

/** The navbar's search field, its magnifier and title, and whether the page scrolls sideways. */
const navbar = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('nav.navbar .search__input')!;
    const title = document.querySelector<HTMLElement>('nav.navbar .navbar__title')!;
    const icon = document.querySelector('nav.navbar .search__icon')!;
    const rect = input.getBoundingClientRect();
    return {
      width: Math.round(rect.width),
      right: Math.round(rect.right),
      left: Math.round(rect.left),
      placeholderShown: getComputedStyle(input, '::placeholder').color !== 'rgba(0, 0, 0, 0)',
      iconShown: getComputedStyle(icon).display !== 'none',
      titleRight: Math.round(title.getBoundingClientRect().right),
      titleCut: title.scrollWidth > title.clientWidth && getComputedStyle(title).textOverflow === 'ellipsis',
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });

describe('Docusaurus layout with a local search plugin (docusaurus-lunr-search): the search box on a phone', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`is a 9rem field with its placeholder at 400px, the title cut short before it (${colorScheme}); focused, it searches and its results stay on the screen`, async () => {
      const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 800 }, colorScheme });
      await gotoHydrated(page, `${site.url}/`);
      // Before: a 38px square at the navbar's end (DocSearch's button), the title cut at 276px.
      const bar = await navbar(page);
      expect(bar).toMatchObject({ width: 144, right: 384, placeholderShown: true, iconShown: true, titleCut: true, sideways: false });
      expect(bar.titleRight).toBeLessThanOrEqual(bar.left);
      await page.locator('nav.navbar .search__input').fill('kelp');
      const hit = page.locator('nav.navbar .search__results [role="option"]', { hasText: 'Kelp Bay' }).first();
      await hit.waitFor();
      const results = await box(page, 'nav.navbar .search__results');
      expect(results.left).toBeGreaterThanOrEqual(0);
      expect(results.right).toBeLessThanOrEqual(400);
      expect(errors).toEqual([]);
    });
  }

  it("keeps the dark navbar's colours (the fixture's navbar.style 'dark'): white text, a pale placeholder, focused too", async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 }, colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/`);
    const colours = () =>
      page.locator('nav.navbar .search__input').evaluate((input) => [getComputedStyle(input).color, getComputedStyle(input, '::placeholder').color, getComputedStyle(input).backgroundColor]);
    expect(await colours()).toEqual(['rgb(255, 255, 255)', 'rgba(255, 255, 255, 0.5)', 'rgba(255, 255, 255, 0.1)']);
    await page.locator('nav.navbar .search__input').focus();
    // (Polled: the box's background eases to its focused colour.)
    await expect.poll(colours).toEqual(['rgb(255, 255, 255)', 'rgba(255, 255, 255, 0.5)', 'rgba(255, 255, 255, 0.15)']);
  });

  it('folds into a 38px magnifier at 360px and below, as the plugin does; focused, it opens to the navbar\'s width', async () => {
    const { page } = await openPage(browser, { viewport: { width: 340, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    expect(await navbar(page)).toMatchObject({ width: 38, right: 324, placeholderShown: false, iconShown: true, sideways: false });
    await page.locator('nav.navbar .search__input').focus();
    await expect.poll(() => box(page, 'nav.navbar .search__input').then(({ left, width }) => [left, width])).toEqual([16, 308]);
  });

  it("has the field's rules once in the page's CSS, for the plugin's widths (before: the easyops field's copy of them came along)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    expect(await searchFieldRules(page)).toEqual(['(min-width: 361px) and (max-width: 996px)']);
  });

  it('is the same field as before above the phone width (1280px)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    // 12px (Docusaurus's navbarSearchContainer padding, Infima's navbar item padding) inside the navbar's 16px.
    expect(await navbar(page)).toMatchObject({ width: 200, right: 1280 - 16 - 12, placeholderShown: true, iconShown: true, titleCut: false, sideways: false });
  });
});
