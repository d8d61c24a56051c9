import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copiedText, openPage, recordClipboardWrites, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, recordRequests } from '../helpers/pageSteps.js';

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
    // The toggle goes system → light → dark (the config respects the system's setting).
    await page.locator('nav.navbar .color-mode-toggle').click();
    await page.locator('nav.navbar .color-mode-toggle').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // The dark image has no box until it has loaded (it was display: none, and lazy): wait for it.
    await expect.poll(shown).toEqual(['/img/dark.svg']);
    expect(errors).toEqual([]);
  });

  it('@docusaurus/BrowserOnly in an MDX page: the build writes the fallback, the browser renders the children', async () => {
    const { page, errors } = await openPage(browser);
    const built = await (await page.request.get(`${site.url}/docs/client-api`)).text();
    expect(built).toContain('<p id="browser-only-fallback">Loading the map…</p>');
    expect(built).not.toContain('browser-only-content');
    await gotoHydrated(page, `${site.url}/docs/client-api`);
    // The children use the page's imports (Link) and its own declarations (mapName).
    await eventually(() => page.locator('#browser-only-content').textContent()).toBe('The map of /docs/client-api intro');
    expect(await page.locator('#browser-only-content a').getAttribute('href')).toBe('/docs/intro');
    expect(await page.locator('#browser-only-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a swizzled src/theme/CodeBlock wrapping @theme-original/CodeBlock: the page hydrates without an error and the block's copy button copies its code", async () => {
    const { page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await recordClipboardWrites(page);
    await gotoHydrated(page, `${site.url}/docs/client-api`);
    const block = page.locator('.code-block-wrapper .code-block');
    await expect.poll(() => block.count()).toBe(1);
    await block.locator('.code-block__copy').click();
    await eventually(() => block.locator('.code-block__copy-label').textContent()).toBe('Copied');
    expect(await copiedText(page)).toBe('const swizzled = true;');
    expect(errors).toEqual([]);
  });

  it('a page without BrowserOnly loads no island code for it', async () => {
    const { page, errors } = await openPage(browser);
    const scripts = recordRequests(page, /\.js$/);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    await page.waitForLoadState('networkidle');
    const plain = [...scripts];
    expect(await page.locator('docsgen-island').count()).toBe(0);
    scripts.length = 0;
    await gotoHydrated(page, `${site.url}/docs/client-api`);
    await eventually(() => page.locator('#browser-only-content').count()).toBe(1);
    // The island runtime and the BrowserOnly's chunk come only with the page that has one.
    expect(scripts.filter((url) => !plain.includes(url)).length).toBeGreaterThan(0);
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
