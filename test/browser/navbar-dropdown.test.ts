import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

// The Docusaurus-layout fixture (docusaurus.config.ts, baseUrl /hive/): its navbar dropdown, and its footer laid out as Docusaurus's.
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-layout/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]), '/hive/');

describe('navbar dropdown', () => {
  it('opens on hover and on keyboard focus, and its links lead to their pages', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/markdown-page`);
    const menu = page.locator('nav.navbar .navbar-dropdown__menu');
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.locator('nav.navbar .navbar-dropdown__label').hover();
    await menu.waitFor({ state: 'visible' });
    await page.mouse.move(5, 700);
    await menu.waitFor({ state: 'hidden' });
    await page.locator('nav.navbar .navbar-dropdown__label').focus();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Help');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hive\/help$/);
    await page.locator('text=Ask on').waitFor();
    expect(errors).toEqual([]);
  });

  it('in the mobile menu it is closed, as Docusaurus draws it (a sublist link with a caret), and opens to list its links; open at first on one of its pages', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/markdown-page`);
    await page.locator('.navbar__toggle').click();
    const label = page.locator('.mobile-menu li.menu__list-item > .menu__list-item-collapsible > a.menu__link--sublist[role=button]');
    await label.waitFor({ state: 'visible' });
    const links = page.locator('.mobile-menu .navbar-dropdown__link');
    expect(await label.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.mobile-menu li.menu__list-item--collapsed').count()).toBe(1);
    expect(await links.count()).toBe(0);
    // Its caret is a button of its own beside the label (Docusaurus 3's menu__caret), pointing right as a closed sidebar category's.
    const caretButton = page.locator('.mobile-menu li.menu__list-item > .menu__list-item-collapsible > a.menu__link--sublist[role=button] + button.menu__caret');
    expect(await caretButton.count()).toBe(1);
    const caret = () => caretButton.evaluate((button) => getComputedStyle(button, '::after').transform);
    expect(await caret()).toBe('matrix(0, 1, -1, 0, 0, 0)');
    // Centred in the row, also where a site's CSS puts space above the label (the picker's top-level
    // labels have 18px): there the caret was in the label, 9px below Docusaurus's.
    await page.addStyleTag({ content: '.menu > ul.menu__list > li.menu__list-item > .menu__list-item-collapsible > a { margin-top: 18px; }' });
    const centres = await caretButton.evaluate((button) => {
      const row = button.parentElement!.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      return [Math.round(box.top + box.height / 2), Math.round(row.top + row.height / 2)];
    });
    expect(centres[0]).toBe(centres[1]);
    // A click on the caret opens and closes the list, as on the label.
    await caretButton.click();
    await eventually(() => links.count()).toBe(3);
    await caretButton.click();
    await eventually(() => links.count()).toBe(0);
    await label.click();
    await links.first().waitFor({ state: 'visible' });
    await expect(links.allInnerTexts()).resolves.toEqual(['Help', 'Start here', 'Forum']);
    expect(await label.getAttribute('aria-expanded')).toBe('true');
    await eventually(caret).toBe('matrix(-1, 0, 0, -1, 0, 0)');
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/hive/markdown-page');
    // With the keyboard too.
    await label.focus();
    await page.keyboard.press('Space');
    await eventually(() => links.count()).toBe(0);
    await page.keyboard.press('Enter');
    await eventually(() => links.count()).toBe(3);
    // On one of its pages it is open at first.
    await gotoHydrated(page, `${server.url}/hive/help`);
    await page.locator('.navbar__toggle').click();
    await links.first().waitFor({ state: 'visible' });
    expect(await label.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe("navbar dropdown's caret on the desktop navbar, Docusaurus layout", () => {
  it("is Infima's: a triangle 0.8em wide and 0.4em tall (12px by 6px at 16px)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/markdown-page`);
    const caret = await page.locator('nav.navbar .navbar-dropdown__label').evaluate((label) => {
      const after = getComputedStyle(label, '::after');
      return [after.borderLeftWidth, after.borderRightWidth, after.borderTopWidth, after.borderBottomWidth];
    });
    expect(caret).toEqual(['6px', '6px', '6px', '0px']);
  });
});

describe('footer in the Docusaurus layout', () => {
  const boxes = (page: import('playwright-core').Page) =>
    page.evaluate(() => {
      const box = (element: Element | null) => {
        const r = element!.getBoundingClientRect();
        return { left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom), center: Math.round(r.left + r.width / 2) };
      };
      return {
        width: document.documentElement.clientWidth,
        titles: [...document.querySelectorAll('footer .footer__title')].map(box),
        logo: box(document.querySelector('footer img[alt="The hive"]')),
        copyright: box(document.querySelector('footer .footer__copyright')),
      };
    });

  it('spreads its link columns across the page, left-aligned, with the logo and copyright centred under them', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/markdown-page`);
    const { width, titles, logo, copyright } = await boxes(page);
    expect(titles).toHaveLength(2);
    // Two equal columns side by side, the first starting at the page's left, the second at its middle.
    expect(titles[0]!.top).toBe(titles[1]!.top);
    expect(titles[0]!.left).toBeLessThan(width * 0.15);
    expect(Math.abs(titles[1]!.left - titles[0]!.left - (width - 2 * titles[0]!.left) / 2)).toBeLessThan(24);
    expect(Math.abs(logo.center - width / 2)).toBeLessThanOrEqual(1);
    expect(logo.top).toBeGreaterThan(titles[0]!.bottom);
    expect(Math.abs(copyright.center - width / 2)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('on a phone puts the columns one under another, left-aligned', async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/markdown-page`);
    const { width, titles, logo } = await boxes(page);
    expect(titles[1]!.top).toBeGreaterThan(titles[0]!.bottom);
    expect(titles[1]!.left).toBe(titles[0]!.left);
    expect(titles[0]!.left).toBeLessThan(40);
    expect(Math.abs(logo.center - width / 2)).toBeLessThanOrEqual(1);
  });
});
