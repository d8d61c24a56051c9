import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/log.js';
import { openPage, useBrowserAndSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/** The Docusaurus-layout acceptance fixture of issue #26, built in place (a copy) and served. */
const fixture = 'test/fixtures/sites/docusaurus-acceptance';
let browser: Browser;
let site: SiteServer;
let root: string | undefined;

useBrowserAndSite(
  (b, s) => {
    browser = b;
    site = s;
  },
  async () => {
    root = await copyDocusaurusSite(fixture, 'docsgen-acceptance-browser-');
    const out = path.join(root, 'build');
    await build({ config: path.join(root, 'docusaurus.config.js'), out, logger: silentLogger, crawl: false });
    return out;
  },
);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('<BrowserOnly> inside JavaScript in an MDX page', () => {
  it('the build writes each fallback; the browser runs the children instead (an expression, a map over a list, an exported component)', async () => {
    const { page, errors } = await openPage(browser);
    const built = await (await page.request.get(`${site.url}/docs/browser-only`)).text();
    expect(built).toContain('<p id="tide-fallback">Reading the tide…</p>');
    expect(built.match(/<span class="map-fallback">…<\/span>/g)).toHaveLength(2);
    expect(built).toContain('<span class="lamp-fallback">East lamp: checking…</span>');
    for (const rendered of ['tide-reading', 'map-lamp', 'lamp-report']) expect(built).not.toContain(rendered);
    await gotoHydrated(page, `${site.url}/docs/browser-only`);
    // `{tide && <BrowserOnly>…}`: the page's own declaration and import (Link) are the children's.
    await eventually(() => page.locator('#tide-reading').textContent()).toBe('The spring tide at the window intro');
    expect(await page.locator('#tide-reading a').getAttribute('href')).toBe('/docs/intro');
    // Inside `lamps.map((lamp) => …)`: each element gets its own `lamp`.
    await eventually(() => page.locator('.map-lamp').allTextContents()).toEqual(['NORTH by browser', 'SOUTH by browser']);
    // Inside an exported component: its props reach the children.
    await eventually(() => page.locator('.lamp-report').textContent()).toBe('East lamp seen from /docs/browser-only');
    expect(await page.locator('#tide-fallback, .map-fallback, .lamp-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the client API in the browser', () => {
  it('after hydration useIsBrowser and ExecutionEnvironment say so, BrowserOnly renders its children, and useColorMode and ThemedImage follow the toggle', async () => {
    const { page, errors } = await openPage(browser, { colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/docs/client-api`);
    await eventually(() => page.locator('#fact-browser').textContent()).toBe('true');
    expect(await page.locator('#fact-dom').textContent()).toBe('true');
    expect(await page.locator('#fact-path').textContent()).toBe('/docs/client-api');
    await eventually(() => page.locator('#client-api-browser').textContent()).toBe('Charted in /docs/client-api');
    const shown = () => page.locator('img.harbour-chart:visible').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await eventually(shown).toEqual(['/img/chart-light.svg']);
    expect(await page.locator('#fact-mode').textContent()).toBe('light');
    await page.locator('nav.navbar .color-mode-toggle').click();
    await eventually(() => page.locator('#fact-mode').textContent()).toBe('dark');
    await eventually(shown).toEqual(['/img/chart-dark.svg']);
    expect(errors).toEqual([]);
  });
});
