import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, readMarker, setMarker } from '../helpers/pageSteps.js';

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

describe("the theme's words in the browser: docsgen's French and Arabic tables", () => {
  it("a French code block's copy button says 'Copier', then 'Copié' once clicked; an Arabic page is right to left with its button in Arabic", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, `${server.url}/fr/docs/guides/brewing`);
    const button = page.locator('main .code-block__copy');
    const label = button.locator('.code-block__copy-label');
    await expect(label.textContent()).resolves.toBe('Copier');
    await expect(button.getAttribute('aria-label')).resolves.toBe('Copier le code dans le presse-papiers');
    await button.click();
    await eventually(() => label.textContent()).toBe('Copié');
    // Back to the word to copy once it has said so.
    await eventually(() => label.textContent()).toBe('Copier');
    // The colour-mode toggle names the mode in French, after a click too.
    const toggle = page.locator('nav.navbar .color-mode-toggle');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-label')).toMatch(/^Basculer entre le mode sombre et le mode clair \(actuellement mode (sombre|système)\)$/);
    await gotoHydrated(page, `${server.url}/ar/docs/guides/brewing`);
    await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, getComputedStyle(document.body).direction])).resolves.toEqual(['ar', 'rtl', 'rtl']);
    await expect(page.locator('main .code-block__copy-label').textContent()).resolves.toBe('نسخ');
    // The code itself reads left to right, from the block's left edge, clear of the copy button at its right.
    const [block, code, copy] = await Promise.all(['main .code-block', 'main .code-block__pre code', 'main .code-block__copy'].map((s) => page.locator(s).evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect)));
    await expect(page.locator('main .code-block__pre').evaluate((e) => getComputedStyle(e).direction)).resolves.toBe('ltr');
    const text = await page.locator('main .code-block__pre code').evaluate((e) => { const range = document.createRange(); range.selectNodeContents(e); return range.getBoundingClientRect().toJSON() as DOMRect; });
    expect(code!.left - block!.left).toBeLessThan(2);
    expect(text.left - block!.left).toBeLessThan(30);
    expect(copy!.right).toBeGreaterThan(block!.right - 20);
    await expect.poll(() => page.locator('.search__input').getAttribute('placeholder')).toMatch(/^بحث (Ctrl\+K|⌘ K)$/);
    expect(errors).toEqual([]);
  });
});

describe("Docusaurus layout: the locale dropdown's menu", () => {
  it("is Infima's dropdown menu: 160px wide, 8px inside, a soft shadow and no border, its 14px links 4px 8px inside", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/docs/intro`);
    await page.locator('nav.navbar .locale-dropdown .navbar-dropdown__label').hover();
    const menu = page.locator('nav.navbar .locale-dropdown .navbar-dropdown__menu');
    await menu.waitFor({ state: 'visible' });
    const look = await menu.evaluate((element) => {
      const style = getComputedStyle(element);
      const link = getComputedStyle(element.querySelector('a')!);
      return { width: element.getBoundingClientRect().width, padding: style.padding, border: style.borderTopWidth, shadow: style.boxShadow, link: [link.fontSize, link.padding] };
    });
    expect(look).toEqual({ width: 160, padding: '8px', border: '0px', shadow: 'rgba(0, 0, 0, 0.2) 0px 5px 40px 0px', link: ['14px', '4px 8px'] });
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

describe('a right-to-left page (ar)', () => {
  it("turns the direction-dependent marks the other way, as Docusaurus's right-to-left stylesheet does: a closed category's caret and a <details>' triangle point left", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const caret = () => page.locator('.sidebar .sidebar__category :is(.sidebar__category-button, .sidebar__toggle)').first().evaluate((button) => getComputedStyle(button, '::after').transform);
    // A quarter turn to the right in English, to the left in Arabic (the Guides category is closed on the intro page).
    await gotoHydrated(page, `${server.url}/docs/intro`);
    await eventually(caret).toBe('matrix(0, 1, -1, 0, 0, 0)');
    await gotoHydrated(page, `${server.url}/ar/docs/intro`);
    await eventually(caret).toBe('matrix(0, -1, 1, 0, 0, 0)');
    // The details' triangle: at the summary's right, drawn by its right border, turned down (a quarter turn to the left) when open.
    await gotoHydrated(page, `${server.url}/ar/docs/guides/brewing`);
    const triangle = () => page.locator('.markdown .details > summary').first().evaluate((summary) => {
      const style = getComputedStyle(summary, '::before');
      return { right: style.right, rightColour: style.borderRightColor !== 'rgba(0, 0, 0, 0)', leftColour: style.borderLeftColor !== 'rgba(0, 0, 0, 0)', transform: style.transform };
    });
    await eventually(triangle).toEqual({ right: '0px', rightColour: true, leftColour: false, transform: 'matrix(1, 0, 0, 1, 0, 0)' });
    await page.locator('.markdown .details > summary').first().click();
    await eventually(triangle).toEqual({ right: '0px', rightColour: true, leftColour: false, transform: 'matrix(0, -1, 1, 0, 0, 0)' });
    // Marks that point down or up are left as they are: the phone's "On this page" bar points down while closed.
    await page.setViewportSize({ width: 400, height: 800 });
    const tocChevron = () => page.locator('.toc--collapsible > summary').first().evaluate((summary) => getComputedStyle(summary, '::after').transform);
    await eventually(tocChevron).toBe('matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)');
  });
});
