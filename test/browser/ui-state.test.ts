import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, waitForHeading, waitForIdle } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndSite((b, s) => {
  browser = b;
  site = s;
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const choice = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme-choice'));
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Without our bundle only the inline head script runs: what the visitor sees at first paint. */
async function blockScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

describe('colour mode', () => {
  it('goes system → light → dark → system, as Docusaurus with respectPrefersColorScheme, and keeps the choice across reloads', async () => {
    const { page } = await openPage(browser, { colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/docs/install`);
    const toggle = page.locator('nav.navbar .color-mode-toggle');
    const shownIcon = () => page.evaluate(() => [...document.querySelectorAll('nav.navbar .color-mode-toggle svg')].filter((svg) => getComputedStyle(svg).display !== 'none').map((svg) => svg.getAttribute('class')));
    expect(await theme(page)).toBe('light');
    expect(await choice(page)).toBe('system');
    expect(await shownIcon()).toEqual(['color-mode-toggle__system']);
    expect(await toggle.getAttribute('title')).toBe('system mode');
    expect(await stored(page, 'theme')).toBeNull();
    await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await choice(page)).toBe('light');
    expect(await stored(page, 'theme')).toBe('light');
    await eventually(() => toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)');
    expect(await shownIcon()).toEqual(['color-mode-toggle__light']);
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(await stored(page, 'theme')).toBe('dark');
    expect(await shownIcon()).toEqual(['color-mode-toggle__dark']);

    // Set before the first paint, by the head script alone.
    await blockScripts(page);
    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(await shownIcon()).toEqual(['color-mode-toggle__dark']);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await eventually(() => toggle.getAttribute('title')).toBe('dark mode');
    // Back to the system's setting: nothing remembered, the system's light shown.
    await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await choice(page)).toBe('system');
    expect(await stored(page, 'theme')).toBeNull();
    await page.reload();
    expect(await theme(page)).toBe('light');
    expect(await choice(page)).toBe('system');
  });

  it('follows the system preference before any of our scripts runs when nothing is stored', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const { page } = await openPage(browser, { colorScheme });
      await blockScripts(page);
      const response = await page.goto(`${site.url}/docs/install`);
      // The server sends the default mode; the head script switches it before paint.
      expect(await response!.text()).toContain('<html lang="en" dir="ltr" data-theme="light">');
      expect(await theme(page)).toBe(colorScheme);
      expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
    }
  });

  it('prefers the stored choice over the system preference', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`${site.url}/`);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await blockScripts(page);
    await page.reload();
    expect(await theme(page)).toBe('light');
  });

  it('follows a change of the system preference until the visitor picks a mode', async () => {
    const { page } = await openPage(browser, { colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/docs/install`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(() => theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await eventually(() => theme(page)).toBe('light');

    // System → light → dark: the visitor picked dark.
    await page.locator('nav.navbar .color-mode-toggle').click();
    await page.locator('nav.navbar .color-mode-toggle').click();
    expect(await theme(page)).toBe('dark');
    // A listener added after the site's runs after it: once it has seen a change, so has the site.
    await page.evaluate(() => {
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => ((window as Window & { __scheme?: string }).__scheme = event.matches ? 'dark' : 'light'));
    });
    const systemChange = (scheme: 'dark' | 'light') => page.waitForFunction((s) => (window as Window & { __scheme?: string }).__scheme === s, scheme);
    await page.emulateMedia({ colorScheme: 'dark' });
    await systemChange('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await systemChange('light');
    // The stored 'dark' wins over the system's light.
    expect(await theme(page)).toBe('dark');
  });
});

describe('colour mode in two tabs', () => {
  it("takes the mode picked in another tab of the site, and the other tab's return to the system's mode, as Docusaurus's", async () => {
    const { page } = await openPage(browser, { colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/docs/install`);
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.reload();
    await waitForHydration(page);
    const other = await page.context().newPage();
    try {
      await gotoHydrated(other, `${site.url}/docs/install`);
      const toggle = other.locator('nav.navbar .color-mode-toggle');
      // System → light → dark in the other tab.
      await toggle.click();
      await toggle.click();
      expect(await theme(other)).toBe('dark');
      await eventually(() => theme(page)).toBe('dark');
      expect(await choice(page)).toBe('dark');
      await eventually(() => page.locator('nav.navbar .color-mode-toggle').getAttribute('title')).toBe('dark mode');
      // Dark → system: nothing stored, the system's light here too.
      await toggle.click();
      await eventually(() => choice(page)).toBe('system');
      expect(await theme(page)).toBe('light');
    } finally {
      await other.close();
    }
  });
});

describe('announcement bar', () => {
  it('closes, and stays closed after a reload, before and after hydration', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    const bar = page.locator('.announcement');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('please consider sponsoring the author');
    expect(await bar.locator('a').getAttribute('href')).toBe('https://github.com/sponsors/vonovak');
    await page.locator('.announcement__close').click();
    await bar.waitFor({ state: 'detached' });
    expect(await stored(page, 'docusaurus.announcement.id')).toBe('announcementBar');
    expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('true');

    // First paint: the server's bar is in the page, hidden by the head script.
    await blockScripts(page);
    await page.reload();
    expect(await bar.count()).toBe(1);
    expect(await bar.isVisible()).toBe(false);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await waitForHydration(page);
    await bar.waitFor({ state: 'detached' });
    // Also on the next page.
    await page.locator('.pagination__link--next').click();
    await waitForHeading(page, 'Introduction');
    expect(await bar.count()).toBe(0);
  });

  it('shows again when the stored dismissal is for another announcement', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/`);
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await waitForHydration(page);
    await waitForIdle(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed'))).toBe(false);
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    // As Docusaurus's: the view records the new id and clears the older dismissal, so the older bar, if it comes back, shows again.
    expect(await stored(page, 'docusaurus.announcement.id')).toBe('announcementBar');
    expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('false');
  });
});

describe('mobile menu', () => {
  const NAV_ITEMS = ['Guides', 'Picker API', 'Viewer API', 'Example app', 'GitHub'];
  const menuButton = (page: Page) => page.locator('.navbar__toggle');
  const menu = (page: Page) => page.locator('#mobile-menu');

  /** Opens the menu and waits for its focus trap to take focus. */
  async function openMenu(page: Page): Promise<void> {
    await menuButton(page).click();
    await menu(page).waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.getElementById('mobile-menu')!.contains(document.activeElement));
  }

  it('at 996 px: the menu button opens the menu with the nav items and the sidebar; Escape closes it', async () => {
    const { page } = await openPage(browser, { viewport: { width: 996, height: 800 } });
    await gotoHydrated(page, `${site.url}/docs/sponsor-only/intro`);
    expect(await menuButton(page).isVisible()).toBe(true);
    expect(await page.locator('.navbar__items:not(.navbar__items--right) .navbar__link').first().isVisible()).toBe(false);
    expect(await menu(page).isVisible()).toBe(false);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');

    await openMenu(page);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await menu(page).getAttribute('role')).toBe('dialog');
    expect(await page.locator('.mobile-menu__items a').allTextContents()).toEqual(NAV_ITEMS);
    expect(await page.locator('.mobile-menu__sidebar .sidebar__link--active').textContent()).toBe('Introduction');
    expect(await page.locator('.mobile-menu__sidebar a', { hasText: 'Installation' }).isVisible()).toBe(true);
    // Focus moved into the menu (openMenu waited for it): on its first item.
    expect(await page.evaluate(() => document.activeElement?.matches('#mobile-menu .navbar__brand'))).toBe(true);

    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    // Focus goes back to the button that opened it.
    await eventually(() => page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).toBe(true);
  });

  it('closes on a click on the backdrop and with its close button', async () => {
    const { page } = await openPage(browser, { viewport: { width: 996, height: 800 } });
    await gotoHydrated(page, `${site.url}/docs/install`);
    await openMenu(page);
    // The panel is 300 px wide on the left: the backdrop is what is on the right.
    await page.locator('.navbar-sidebar__backdrop').click({ position: { x: 800, y: 400 } });
    await menu(page).waitFor({ state: 'hidden' });
    await openMenu(page);
    await page.locator('.navbar-sidebar__close').click();
    await menu(page).waitFor({ state: 'hidden' });
  });

  it('keeps Tab and Shift+Tab inside the open menu', async () => {
    const { page } = await openPage(browser, { viewport: { width: 996, height: 800 } });
    await gotoHydrated(page, `${site.url}/docs/install`);
    await openMenu(page);
    // The ones shown (docsgen's layout keeps the Docusaurus layout's "Back to main menu" button hidden).
    const focusables = await page.locator('#mobile-menu').locator('a[href], button').evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).length);
    expect(focusables).toBeGreaterThan(NAV_ITEMS.length);
    const focusInMenu = () => page.evaluate(() => document.getElementById('mobile-menu')!.contains(document.activeElement));
    const seen = new Set<string>();
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu()).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement!.outerHTML));
    }
    // It went all the way round.
    expect(seen.size).toBe(focusables);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInMenu()).toBe(true);
    }
  });

  it('navigates from a menu link and closes the menu', async () => {
    const { page } = await openPage(browser, { viewport: { width: 996, height: 800 } });
    await gotoHydrated(page, `${site.url}/docs/install`);
    await openMenu(page);
    await page.locator('.mobile-menu__sidebar a', { hasText: 'Introduction' }).click();
    await waitForHeading(page, 'Introduction');
    await menu(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    // Focus is on the new page's heading, not back on the menu button.
    await eventually(() => page.evaluate(() => document.activeElement?.matches('main h1') ?? false)).toBe(true);
  });

  it('at 997 px: no menu button, the nav links are in the navbar', async () => {
    const { page } = await openPage(browser, { viewport: { width: 997, height: 800 } });
    await gotoHydrated(page, `${site.url}/docs/install`);
    expect(await menuButton(page).isVisible()).toBe(false);
    for (const label of NAV_ITEMS) expect(await page.locator('nav.navbar .navbar__link', { hasText: label }).isVisible()).toBe(true);
  });
});

describe('navbar and shortcuts', () => {
  it('hides the navbar on scroll down and shows it on scroll up', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    const hidden = () => page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar--hidden'));
    expect(await hidden()).toBe(false);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 900);
    await eventually(hidden).toBe(true);
    await page.mouse.wheel(0, -300);
    await eventually(hidden).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(60);
  });

  it('focuses the search box with Ctrl+K', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    const searchFocused = () => page.evaluate(() => document.activeElement?.classList.contains('search__input') ?? false);
    expect(await searchFocused()).toBe(false);
    await page.keyboard.press('Control+k');
    expect(await searchFocused()).toBe(true);
  });
});

describe('docs version', () => {
  it('is remembered on a doc page', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/`);
    expect(await stored(page, 'docsgen.docs.version')).toBeNull();
    await gotoHydrated(page, `${site.url}/docs/sponsor-only/intro`);
    expect(await stored(page, 'docsgen.docs.version')).toBe('Next');
  });

  it('is remembered when a doc page is reached client-side', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/`);
    await page.locator('.button--hero', { hasText: 'Get Started' }).click();
    await waitForHeading(page, 'Installation');
    await eventually(() => stored(page, 'docsgen.docs.version')).toBe('Next');
  });
});
