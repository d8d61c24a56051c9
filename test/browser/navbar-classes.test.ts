import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

/**
 * A moved Docusaurus site's CSS written against the navbar's class names as Docusaurus 3 renders
 * them (test/fixtures/sites/docusaurus-navbar-classes) styles docsgen's navbar, in Chromium.
 */
const fixture = 'test/fixtures/sites/docusaurus-navbar-classes';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-navbar-classes-', (b, s) => ([browser, site] = [b, s]));

/** One computed style property of the first element a selector finds (undefined when none). */
const styleOf = (page: Page, selector: string, property: string) =>
  page.evaluate(([s, p]) => {
    const element = document.querySelector(s!);
    return element ? getComputedStyle(element).getPropertyValue(p!) : undefined;
  }, [selector, property] as const);

describe("the site's CSS for Docusaurus's navbar class names, on docsgen's navbar", () => {
  it('styles its links (navbar__item navbar__link), its right-hand dropdown (dropdown--hoverable dropdown--right, dropdown__menu) and the active dropdown link (dropdown__link--active)', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/berths`);
    expect(await styleOf(page, 'nav.navbar .navbar__items a.navbar__link[href="/"]', 'letter-spacing')).toBe('3px');
    expect(await styleOf(page, 'nav.navbar .navbar__items--right ul', 'border-top-color')).toBe('rgb(200, 0, 0)');
    expect(await styleOf(page, 'nav.navbar .navbar__items--right ul a[href="/berths"]', 'font-style')).toBe('italic');
    expect(await styleOf(page, 'nav.navbar .navbar__items--right ul a[href="/cranes"]', 'font-style')).toBe('normal');
    expect(errors).toEqual([]);
  });
});

describe("the site's CSS for the navbar's menu button and brand, in the left item group as Docusaurus puts them", () => {
  it('styles `.navbar__items .navbar__brand` and `.navbar__items > .navbar__toggle`', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${site.url}/berths`);
    expect(await styleOf(page, 'nav.navbar .navbar__brand', 'text-indent')).toBe('2px');
    expect(await styleOf(page, 'nav.navbar .navbar__toggle', 'text-indent')).toBe('3px');
    // Both lead the group, before its items.
    expect(await page.locator('nav.navbar .navbar__items:not(.navbar__items--right) > *').evaluateAll((items) => items.slice(0, 3).map((item) => item.className))).toEqual(['navbar__toggle', 'navbar__brand', 'navbar__item navbar__link']);
    expect(errors).toEqual([]);
  });
});

describe("the site's CSS for Docusaurus's locale dropdown class names, on docsgen's", () => {
  it('styles the left-hand locale dropdown (dropdown--hoverable, not dropdown--right) and its current locale (dropdown__link--active)', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/berths`);
    const menu = 'nav.navbar .navbar__items:not(.navbar__items--right) .locale-dropdown';
    expect(await styleOf(page, `${menu} ul`, 'border-bottom-color')).toBe('rgb(0, 0, 200)');
    expect(await styleOf(page, `${menu} ul a[lang="en"]`, 'font-style')).toBe('italic');
    expect(await styleOf(page, `${menu} ul a[lang="fr"]`, 'font-style')).toBe('normal');
    expect(errors).toEqual([]);
  });
});

describe("the site's CSS for Docusaurus's mobile menu class names, on docsgen's", () => {
  it('styles the navbar (navbar--fixed-top, navbar__toggle, navbar-sidebar--show) and the menu it opens (navbar-sidebar, its brand, close and back buttons, menu__list of menu__list-item and menu__link, menu__link--sublist, menu__link--active), the locale dropdown too', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${site.url}/berths`);
    expect(await styleOf(page, 'nav.navbar', 'outline-style')).toBe('dotted');
    expect(await styleOf(page, 'nav.navbar button[aria-controls="mobile-menu"]', 'word-spacing')).toBe('5px');
    await page.locator('nav.navbar button[aria-controls="mobile-menu"]').click();
    await page.locator('#mobile-menu .navbar-sidebar__close').waitFor({ state: 'visible' });
    expect(await styleOf(page, 'nav.navbar .navbar__brand', 'word-spacing')).toBe('8px');
    expect(await styleOf(page, '[data-testid="mobile-menu-backdrop"]', 'word-spacing')).toBe('7px');
    expect(await styleOf(page, '#mobile-menu', 'outline-style')).toBe('dashed');
    expect(await styleOf(page, '#mobile-menu a[href="/"]:not([lang])', 'text-transform')).toBe('uppercase');
    expect(await styleOf(page, '#mobile-menu .navbar-sidebar__close', 'word-spacing')).toBe('6px');
    // The page's docs sidebar first, under the back button; the current page marked there too.
    const back = page.locator('#mobile-menu .navbar-sidebar__back');
    expect(await back.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
    await back.click();
    await page.locator('#mobile-menu .mobile-menu__items').waitFor({ state: 'visible' });
    const item = (selector: string, property: string) => page.locator(`#mobile-menu .mobile-menu__items ${selector}`).first().evaluate((element, p) => getComputedStyle(element).getPropertyValue(p), property);
    // The primary menu: the navbar's items.
    expect(await item('li > a[href="/"]', 'word-spacing')).toBe('4px');
    expect(await item('[role=button]:text-is("Harbour")', 'text-transform')).toBe('lowercase');
    // Harbour holds the page being read (/berths): open at first; the locale dropdown closed.
    expect(await page.locator('#mobile-menu .mobile-menu__items [role=button]:text-is("Harbour")').getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu .mobile-menu__items [role=button]:text-is("Languages")').click();
    await page.locator('#mobile-menu .mobile-menu__items a[lang="fr"]').waitFor();
    expect(await item('a[href="/berths"]', 'word-spacing')).toBe('9px');
    expect(await item('a[href="/berths"]', 'text-decoration-line')).toBe('line-through');
    expect(await item('a[href="/cranes"]', 'text-decoration-line')).toBe('none');
    // The locale dropdown there: "Languages", the current locale marked.
    expect(await item('[role=button]:text-is("Languages")', 'text-transform')).toBe('lowercase');
    expect(await item('a[lang="en"]', 'text-decoration-line')).toBe('line-through');
    expect(await item('a[lang="fr"]', 'text-decoration-line')).toBe('none');
    expect(errors).toEqual([]);
  });
});

describe('the sidebar category whose own page is being read', () => {
  it("has its row marked menu__list-item-collapsible--active and drawn as Infima draws it: the whole row, caret too, on the hover ground, the link on none", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${site.url}/category/docks`);
    const row = page.locator('.sidebar .menu__list-item-collapsible', { hasText: 'Docks' });
    expect(await row.getAttribute('class')).toContain('menu__list-item-collapsible--active');
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0.05)');
    expect(await row.locator('a').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    // On a page the category holds, the row is not marked (its link is, menu__link--active).
    await gotoHydrated(page, `${site.url}/docks/slipway`);
    expect(await row.getAttribute('class')).not.toContain('menu__list-item-collapsible--active');
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    expect(errors).toEqual([]);
  });
});

describe("a sidebar item's class name of the site's own (sidebar_class_name)", () => {
  it("takes the site's CSS alone: `larger-heading`, which this site's CSS does not style, looks as the other links", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    const look = (href: string) => page.locator(`.sidebar a[href="${href}"]`).evaluate((element) => ['color', 'font-size', 'font-weight'].map((p) => getComputedStyle(element).getPropertyValue(p)));
    expect(await page.locator('.sidebar li.larger-heading a[href="/cranes"]').count()).toBe(1);
    expect(await look('/cranes')).toEqual(await look('/berths'));
  });
});

describe('a navbar link to another site', () => {
  it("has the external-link icon when written with href, not with a `to` that has a protocol (as Docusaurus draws them)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    expect(await page.locator('nav.navbar a[href="https://ships.example/quay"] svg').count()).toBe(1);
    expect(await page.locator('nav.navbar a[href="https://tides.example/quay"]').getAttribute('target')).toBe('_blank');
    expect(await page.locator('nav.navbar a[href="https://tides.example/quay"] svg').count()).toBe(0);
  });
});

describe('the phone menu of a Docusaurus site with a light navbar, in dark mode', () => {
  it("is Infima's dark navbar colour (#242526), as Docusaurus's", async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 }, colorScheme: 'dark' });
    await gotoHydrated(page, `${site.url}/berths`);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.locator('nav.navbar .navbar__toggle').click();
    await page.locator('.navbar-sidebar__brand').waitFor();
    await expect.poll(() => styleOf(page, '.navbar-sidebar', 'background-color')).toBe('rgb(36, 37, 38)');
  });
});

describe('a link to a file of the site outside its pages (`pathname:///x`)', () => {
  it('opens in a new tab as Docusaurus opens it: with the external-link icon when written with href (navbar dropdown, phone menu, footer), without when written with to', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    /** Each link to the file in `scope`: its target, rel and whether an icon follows its label. */
    const links = (scope: string) =>
      page.locator(`${scope}[href="/manifest.txt"]`).evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute('target'), a.getAttribute('rel'), a.querySelectorAll('svg.icon-external').length]));
    expect(await links('nav.navbar .dropdown__menu a')).toEqual([['Manifest', '_blank', 'noopener noreferrer', 1]]);
    expect(await links('nav.navbar .navbar__items--right a.navbar__item')).toEqual([['Manifest file', '_blank', 'noopener noreferrer', 0]]);
    expect(await links('footer a')).toEqual([
      ['Manifest', '_blank', 'noopener noreferrer', 1],
      ['Manifest file', '_blank', 'noopener noreferrer', 0],
    ]);
    // A `to` with a protocol in the footer is drawn without the icon, as in the navbar.
    expect(await page.locator('footer a[href="https://tides.example/quay"]').evaluate((a) => [a.getAttribute('target'), a.querySelectorAll('svg').length])).toEqual(['_blank', 0]);
    // In the phone menu (drawn once opened), the dropdown's link the same.
    const { page: phone } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(phone, `${site.url}/berths`);
    await phone.locator('.navbar__toggle').click();
    const manifest = phone.locator('#mobile-menu a[href="/manifest.txt"]', { hasText: /^Manifest$/ });
    await manifest.waitFor({ state: 'attached' });
    expect(await manifest.evaluate((a) => [a.getAttribute('target'), a.querySelectorAll('svg.icon-external').length])).toEqual(['_blank', 1]);
    expect(errors).toEqual([]);
  });
});

describe("the site's CSS for Docusaurus's external-link icon (`[class*='iconExternalLink']`)", () => {
  it('styles the icon after a navbar dropdown link and a footer link written with href', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${site.url}/`);
    expect(await styleOf(page, 'nav.navbar .dropdown__menu a[href="/manifest.txt"] svg', 'outline-style')).toBe('double');
    expect(await styleOf(page, 'footer a[href="/manifest.txt"] svg', 'outline-style')).toBe('double');
    expect(errors).toEqual([]);
  });
});

describe("a sidebar category's row", () => {
  it("is one hover target, as Infima's menu__list-item-collapsible: the pointer on the label grounds the whole row (the label none), on the caret the caret too", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${site.url}/cranes`);
    const row = page.locator('.sidebar .menu__list-item-collapsible', { hasText: 'Docks' });
    const grounds = () => row.evaluate((element) => [element, element.querySelector('a')!, element.querySelector('button')!].map((e) => getComputedStyle(e).backgroundColor));
    expect(await grounds()).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    await row.locator('a').hover();
    await eventually(grounds).toEqual(['rgba(0, 0, 0, 0.05)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    await row.locator('button').hover();
    await eventually(grounds).toEqual(['rgba(0, 0, 0, 0.05)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0.05)']);
  });
});
