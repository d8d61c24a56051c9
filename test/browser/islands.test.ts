import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, recordRequests, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;
let out: string;

useBrowserAndBuiltSite({ config: 'test/fixtures/sites/islands/site.config.ts' }, (b, s, o) => {
  browser = b;
  site = s;
  out = o;
});

const hydrated = (page: Page, count: number) => eventually(() => page.locator('docsgen-island[data-island-state="hydrated"]').count()).toBe(count);

async function checkIslands(page: Page): Promise<void> {
  // The collapsible: closed, its example (Markdown children, highlighted) appears on click.
  const collapsible = page.locator('.collapsible');
  await expect.poll(() => collapsible.locator('.collapsible__body').count()).toBe(0);
  await collapsible.getByRole('button', { name: 'Show full example' }).click();
  await eventually(() => collapsible.locator('.collapsible__body strong').textContent()).toBe('inside');
  expect(await collapsible.locator('.collapsible__body pre code').textContent()).toContain('const answer = 42;');
  await collapsible.getByRole('button', { name: 'Hide' }).click();
  await eventually(() => collapsible.locator('.collapsible__body').count()).toBe(0);

  // The embed: a poster button, the player after a click.
  await page.getByRole('button', { name: 'Play Intro video' }).click();
  await eventually(() => page.locator('iframe.video-embed').count()).toBe(1);

  // Two OS switches share one choice.
  const switches = page.locator('.os-switch');
  await switches.nth(0).getByRole('button', { name: 'windows' }).click();
  await eventually(() => switches.evaluateAll((all) => all.map((el) => (el as HTMLElement).dataset.os))).toEqual(['windows', 'windows']);

  // Effects, useIsBrowser and BrowserOnly render in the browser after hydration.
  await eventually(() => page.locator('.clock').textContent()).toBe('browser ticked');
  await eventually(() => page.locator('#browser-only').textContent()).toMatch(/^Rendered by the browser at \/docs\/interactive$/);

  // A global component (src/theme/MDXComponents), its props from the page.
  const counter = page.locator('.global-counter');
  await counter.click();
  await eventually(() => counter.textContent()).toBe('Clicked 4');
}

describe('interactive components (islands)', () => {
  it('work on a fresh load, without console errors or hydration warnings', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/interactive`);
    await hydrated(page, 7);
    await page.screenshot({ path: `${out}/../islands-before.png` });
    await checkIslands(page);
    await page.screenshot({ path: `${out}/../islands-after.png` });
    expect(errors).toEqual([]);
  });

  it('keep the OS choice across a reload (localStorage)', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/interactive`);
    await hydrated(page, 7);
    await page.locator('.os-switch').nth(1).getByRole('button', { name: 'macos' }).click();
    await page.reload();
    await eventually(() => page.locator('.os-switch').evaluateAll((all) => all.map((el) => (el as HTMLElement).dataset.os))).toEqual(['macos', 'macos']);
    expect(errors).toEqual([]);
  });

  it('a plain page loads no island code; an island page loads its chunk', async () => {
    const { page, errors } = await openPage(browser);
    const scripts = recordRequests(page, /\.js$/);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    await page.waitForLoadState('networkidle');
    const plain = [...scripts];
    expect(await page.locator('docsgen-island').count()).toBe(0);
    scripts.length = 0;
    await gotoHydrated(page, `${site.url}/docs/interactive`);
    await hydrated(page, 7);
    // More scripts than the plain page: the runtime and the island modules' chunks.
    expect(scripts.length).toBeGreaterThan(plain.length);
    expect(errors).toEqual([]);
  });

  it('mount after client-side navigation, and old ones unmount', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    await page.locator('.markdown a', { hasText: 'the interactive page' }).click();
    await waitForHeading(page, 'Interactive');
    await hydrated(page, 7);
    await checkIslands(page);
    // On to another page with an island: the old ones are gone, the new one works.
    await page.locator('nav a', { hasText: 'Other' }).first().click();
    await waitForHeading(page, 'Other');
    await hydrated(page, 1);
    await page.getByRole('button', { name: 'Show the other example' }).click();
    await eventually(() => page.locator('.collapsible__body').textContent()).toBe("The other example's text.");
    expect(errors).toEqual([]);
  });
});

describe("Docusaurus's useColorMode in a site component", () => {
  it("shows the visitor's mode after hydration (not the build's default) and follows the theme's toggle", async () => {
    // The visitor's system prefers dark (the config respects it): the build rendered the default, light.
    const { page, errors } = await openPage(browser, { colorScheme: 'dark' });
    const response = await page.request.get(`${site.url}/docs/colour-mode`);
    const built = await response.text();
    expect(built.match(/<p class="mode-badge">.*?<\/p>/)?.[0]).toBe('<p class="mode-badge">Mode: light</p>');
    await gotoHydrated(page, `${site.url}/docs/colour-mode`);
    await hydrated(page, 1);
    await eventually(() => page.locator('.mode-badge').textContent()).toBe('Mode: dark');
    await page.locator('[data-color-mode-toggle]').click();
    await eventually(() => page.locator('.mode-badge').textContent()).toBe('Mode: light');
    expect(errors).toEqual([]);
  });
  it('@docusaurus/theme-common: useWindowSize follows resizes, Collapsible opens and closes, NavbarSecondaryMenuFiller renders its component in place', async () => {
    const { page, errors } = await openPage(browser);
    const built = await (await page.request.get(`${site.url}/docs/theme-common`)).text();
    // The build renders what Docusaurus's server render does: `ssr`, the collapsed body hidden but in the HTML.
    expect(built).toContain('<p class="window-panel__size">Size: ssr</p>');
    expect(built).toContain('<section class="window-panel__body" style="display:none;overflow:hidden;height:0px"><p>Hidden details</p></section>');
    await page.setViewportSize({ width: 1200, height: 800 });
    await gotoHydrated(page, `${site.url}/docs/theme-common`);
    await hydrated(page, 1);
    await eventually(() => page.locator('.window-panel__size').textContent()).toBe('Size: desktop');
    expect(await page.locator('.window-panel__options').textContent()).toBe('Desktop options');
    const body = page.locator('.window-panel__body');
    expect(await body.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open details' }).click();
    await eventually(() => body.evaluate((el) => [getComputedStyle(el).display, el.getBoundingClientRect().height > 10, el.getAnimations().length])).toEqual(['block', true, 0]);
    await page.getByRole('button', { name: 'Close details' }).click();
    await eventually(() => body.isVisible()).toBe(false);
    await page.setViewportSize({ width: 400, height: 800 });
    await eventually(() => page.locator('.window-panel__size').textContent()).toBe('Size: mobile');
    expect(await page.locator('.navbar-secondary-menu-filler .window-panel__options').textContent()).toBe('Mobile options');
    expect(errors).toEqual([]);
  });
  it("useHistory from @docusaurus/router: replace and push change the page's search in place and tell listeners; Back restores it", async () => {
    const { page, errors } = await openPage(browser);
    const built = await (await page.request.get(`${site.url}/docs/filter`)).text();
    expect(built).toContain('<p class="history-filter__query">Query: none</p>');
    // A name of @docusaurus/theme-common docsgen does not provide is undefined (the build warns), in the build and in the browser's bundle.
    expect(built).toContain('<p class="history-filter__window-size">undefined</p>');
    await gotoHydrated(page, `${site.url}/docs/filter`);
    await hydrated(page, 1);
    // A marker on the window: still there after each change, so the page was not loaded again.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('button', { name: 'Filter bees' }).click();
    await eventually(() => page.locator('.history-filter__query').textContent()).toBe('Query: bees');
    expect(new URL(page.url()).search).toBe('?q=bees');
    await page.getByRole('button', { name: 'Filter wasps' }).click();
    await eventually(() => page.locator('.history-filter__query').textContent()).toBe('Query: wasps');
    expect(new URL(page.url()).pathname).toBe('/docs/filter');
    await page.goBack();
    await eventually(() => page.locator('.history-filter__query').textContent()).toBe('Query: bees');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
});
