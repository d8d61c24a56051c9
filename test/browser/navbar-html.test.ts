import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';

/**
 * A Docusaurus site's navbar items of `type: 'html'` (test/fixtures/sites/docusaurus-navbar-html):
 * each value shown as written, in a `navbar__item` box (with the item's className) on its side of
 * the navbar, and in a `menu__list-item` of the mobile menu, in Chromium.
 */
const fixture = 'test/fixtures/sites/docusaurus-navbar-html';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-navbar-html-', (b, s) => ([browser, site] = [b, s]));

/** Each child of a group: its class names, and what it holds (an html item's first element's class and aria-label, else its text). */
const children = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((items) =>
    items.map((item) => {
      const inner = item.firstElementChild;
      return `${item.tagName.toLowerCase()}.${item.className}: ${inner?.getAttribute('aria-label') ?? inner?.className ?? item.textContent}`;
    }),
  );

describe("a Docusaurus navbar's html items", () => {
  it('are shown as written in navbar__item boxes, in their place among the left and right items, with their className', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/glass`);
    const left = await children(page, 'nav.navbar .navbar__items:not(.navbar__items--right) > :not(.navbar__brand):not(.navbar__toggle)');
    expect(left).toEqual(['a.navbar__item navbar__link: Guide', 'div.navbar__item: lantern-badge']);
    const right = await children(page, 'nav.navbar .navbar__items--right > :is(a, div.navbar__item)');
    expect(right.slice(0, 3)).toEqual([expect.stringMatching(/^a\.navbar__item navbar__link: /), 'div.navbar__item lantern-first: Forge', 'div.navbar__item: Chat']);
    // The site's CSS reaches the HTML and the item's class.
    const forge = page.locator('nav.navbar .navbar__items--right a.lantern-icon[aria-label="Forge"]');
    expect(await forge.evaluate((element) => getComputedStyle(element).width)).toBe('24px');
    expect(await forge.evaluate((element) => getComputedStyle(element.parentElement!).marginLeft)).toBe('11px');
    expect(await forge.getAttribute('href')).toBe('https://forge.example/lantern');
    expect(errors).toEqual([]);
  });

  it('are list items (menu__list-item, with their className) of the mobile menu', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${site.url}/glass`);
    await page.locator('nav.navbar button[aria-controls="mobile-menu"]').click();
    await page.locator('#mobile-menu .navbar-sidebar__back').click();
    await page.locator('#mobile-menu .mobile-menu__items').waitFor({ state: 'visible' });
    const items = await children(page, '#mobile-menu .mobile-menu__items > li');
    expect(items).toEqual(['li.menu__list-item: menu__link mobile-menu__link', 'li.menu__list-item: lantern-badge', 'li.menu__list-item: menu__link mobile-menu__link', 'li.menu__list-item lantern-first: Forge', 'li.menu__list-item: Chat']);
    const forge = page.locator('#mobile-menu a.lantern-icon[aria-label="Forge"]');
    await forge.waitFor({ state: 'visible' });
    expect(await forge.evaluate((element) => getComputedStyle(element.parentElement!).marginLeft)).toBe('13px');
    expect(errors).toEqual([]);
  });
});
