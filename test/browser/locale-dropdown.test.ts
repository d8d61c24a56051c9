import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, readMarker, setMarker } from '../helpers/pageSteps.js';

// The two-locale fixture (en, fr partly translated, ar untranslated): its locale dropdown.
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-i18n/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));

describe('locale dropdown', () => {
  it('switches to the same page in another locale (loaded whole, as another site), and back after a client navigation', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/docs/guides/brewing`);
    const label = page.locator('nav.navbar .locale-dropdown .navbar-dropdown__label');
    await expect(label.innerText()).resolves.toBe('English');
    await setMarker(page);
    await label.hover();
    await page.locator('nav.navbar .locale-dropdown a[lang="fr"]').click();
    await page.waitForURL(`${server.url}/fr/docs/guides/brewing`);
    await page.locator('h1', { hasText: 'Infusion' }).waitFor();
    await waitForHydration(page);
    // Loaded whole: the English site's client did not take the French page.
    await expect(readMarker(page)).resolves.toBeUndefined();
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(['fr', 'ltr']);
    await expect(label.innerText()).resolves.toBe('Français');
    // A client navigation inside the French site, then its dropdown leads to that page in Arabic (right to left, not translated).
    await setMarker(page);
    await page.locator('nav.navbar a.navbar__link', { hasText: 'Jardin' }).click();
    await page.waitForURL(`${server.url}/fr/docs/intro`);
    await page.locator('h1', { hasText: 'Bienvenue' }).waitFor();
    await expect(readMarker(page)).resolves.toBe(1);
    await label.hover();
    await page.locator('nav.navbar .locale-dropdown a[lang="ar"]').click();
    await page.waitForURL(`${server.url}/ar/docs/intro`);
    await page.locator('h1', { hasText: 'Welcome' }).waitFor();
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(['ar', 'rtl']);
    expect(errors).toEqual([]);
  });

  it("an interactive component's translate() reads its locale's code.json in the browser too (each locale's bundle its own)", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    for (const [path, before, after] of [['/fr/greeting', 'Verser', '1 tasses versées'], ['/greeting', 'Pour', 'Poured 1 cups']] as const) {
      await gotoHydrated(page, `${server.url}${path}`);
      const kettle = page.locator('#kettle');
      await expect(kettle.innerText()).resolves.toBe(before);
      await page.locator('docsgen-island[data-island-state="hydrated"]').first().waitFor();
      await kettle.click();
      await expect.poll(() => kettle.innerText()).toBe(after);
    }
    expect(errors).toEqual([]);
  });

  it("the theme's words the locale's code.json translates stay translated once hydrated and after a client navigation", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/fr/docs/intro`);
    const next = page.locator('main .pagination__link--next .pagination__sublabel');
    await expect(next.innerText()).resolves.toBe('Page suivante');
    await setMarker(page);
    await page.locator('main .pagination__link--next').click();
    await page.waitForURL(`${server.url}/fr/docs/guides/brewing`);
    await page.locator('h1', { hasText: 'Infusion' }).waitFor();
    await expect(readMarker(page)).resolves.toBe(1);
    await expect(page.locator('main .edit-this-page').innerText()).resolves.toBe('Modifier cette page');
    expect(errors).toEqual([]);
  });

  it("a French page shows the theme's own words in French without code.json entries (docsgen's tables), hydrated and after a client navigation", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/fr/docs/guides/brewing`);
    await expect(page.locator('main .pagination__link--prev .pagination__sublabel').innerText()).resolves.toBe('Précédent');
    await expect(page.locator('main .admonitionHeading').textContent()).resolves.toBe('Astuce');
    // The search box's placeholder once its files are ready.
    await expect.poll(() => page.locator('.search__input').getAttribute('placeholder')).toMatch(/^Rechercher (Ctrl\+K|⌘ K)$/);
    await setMarker(page);
    await page.locator('main .pagination__link--prev').click();
    await page.waitForURL(`${server.url}/fr/docs/intro`);
    await page.locator('h1', { hasText: 'Bienvenue' }).waitFor();
    await expect(readMarker(page)).resolves.toBe(1);
    // Rendered in the browser: the date in French too.
    await expect(page.locator('main .theme-last-updated').innerText()).resolves.toBe('Dernière mise à jour le 27 nov. 2026 par Ada');
    expect(errors).toEqual([]);
  });
});

// This fixture has Docusaurus's search (themeConfig.algolia, docsgen's search box in its place).
describe('Docusaurus layout: the search box on a phone', () => {
  it("a 38px square showing only its 20px magnifier at the navbar's end, as Docusaurus's search button; focused, the navbar's width less 1rem a side, right to left too", async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    const box = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    await gotoHydrated(page, `${server.url}/docs/intro`);
    const input = await box('nav.navbar .search__input');
    expect([input.width, input.height, input.right]).toEqual([38, 38, 384]);
    const icon = await box('nav.navbar .search__icon');
    expect([icon.width, icon.height, icon.left + icon.width / 2]).toEqual([20, 20, input.left + 19]);
    const look = await page.locator('nav.navbar .search__input').evaluate((element) => [getComputedStyle(element).borderTopLeftRadius, getComputedStyle(element).color]);
    expect(look).toEqual(['8px', 'rgba(0, 0, 0, 0)']);
    await page.locator('nav.navbar .search__input').focus();
    await expect.poll(() => box('nav.navbar .search__input').then(({ left, width }) => [left, width])).toEqual([16, 368]);
    // Arabic: the box at the navbar's left end, opening rightwards.
    await gotoHydrated(page, `${server.url}/ar/docs/intro`);
    expect(await box('nav.navbar .search__input').then(({ left, width }) => [left, width])).toEqual([16, 38]);
    await page.locator('nav.navbar .search__input').focus();
    await expect.poll(() => box('nav.navbar .search__input').then(({ left, width }) => [left, width])).toEqual([16, 368]);
  });
});
