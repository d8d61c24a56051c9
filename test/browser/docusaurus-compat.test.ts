import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-compat/site.config.ts' }, (b, s) => {
  browser = b;
  site = s;
});

describe('Docusaurus client API in the browser', () => {
  it('@theme/ThemedImage shows the image of the current colour mode, and follows the toggle', async () => {
    const { page, errors } = await openPage(browser, { colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/docs/client-api`);
    const shown = () => page.locator('img.orchard-picture:visible').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await expect.poll(shown).toEqual(['/img/light.svg']);
    await page.locator('nav.navbar .color-mode-toggle').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // The dark image has no box until it has loaded (it was display: none, and lazy): wait for it.
    await expect.poll(shown).toEqual(['/img/dark.svg']);
    expect(errors).toEqual([]);
  });

  it('@docusaurus/BrowserOnly: the page shows its fallback, never an empty gap', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/client-api`);
    await expect(page.locator('#browser-only-fallback').innerText()).resolves.toBe('Loading the map…');
    expect(await page.locator('#browser-only-content').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('hide_title in the browser', () => {
  it('the leading # heading of a hide_title page looks like the title of any other page, at every width', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const look = () => page.locator('h1').first().evaluate((h1) => {
      const style = getComputedStyle(h1);
      return { fontSize: style.fontSize, color: style.color, letterSpacing: style.letterSpacing, marginTop: style.marginTop };
    });
    for (const width of [1280, 700, 400]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, `${site.url}/docs/client-api`);
      expect(await page.locator('h1.doc__title').count()).toBe(1);
      const title = await look();
      await gotoHydrated(page, `${site.url}/docs/hidden-title`);
      expect(await page.locator('h1.doc__title').count()).toBe(0);
      expect(await look()).toEqual(title);
    }
    expect(errors).toEqual([]);
  });
});
