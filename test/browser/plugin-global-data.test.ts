import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';
import { installPluginPackages } from '../helpers/docusaurusPluginPackage.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/docusaurus-plugins/', import.meta.url));
let browser: Browser;
let server: SiteServer;
// The plugins' packages installed in the copy before it is built; served as a plain static host would.
useBrowserAndCopiedSite(fixture, 'docsgen-plugin-data-browser-', (b, s) => ([browser, server] = [b, s]), { prepare: installPluginPackages, serve: (out) => servePlain(out, 0, { base: '/' }) });

describe("a Docusaurus plugin's global data in the browser", () => {
  it('a component reading usePluginData / useGlobalData hydrates with the data the build rendered it with', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(server.url);
    const count = page.locator('p.rota-count[data-where="browser"]');
    await count.waitFor();
    // "two bells": the page's window.shipClock, which the site's webpack externals name for the ship-clock package (the build rendered the package's "eight bells").
    expect(await count.textContent()).toBe('3 on the rota, Morag first; tide at Leith; winter season; two bells');
    // No script error (the site has no favicon: its request's 404 is no concern here).
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  }, 60_000);
});

describe("a page a Docusaurus plugin added (addRoute) in the browser", () => {
  it('hydrates: the component it shows reads the same global data, and the rota its module gave stays', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(new URL('/rota-page', server.url).href);
    const count = page.locator('p.rota-count[data-where="browser"]');
    await count.waitFor();
    expect(await count.textContent()).toBe('3 on the rota, Morag first; tide at Leith; winter season; two bells');
    expect(await page.locator('ol.rota-list li').allTextContents()).toEqual(['Morag', 'Ewan', 'Isla']);
    // The route's `history` and `location` props work in the browser: a push moves the address, and the component sees it.
    await page.locator('button.rota-tomorrow').click();
    await page.locator('p.rota-route', { hasText: 'at /rota-page#tomorrow' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#tomorrow');
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  }, 60_000);
});

describe("@theme/ components of a plugin's theme folder and of the site's src/theme in the browser", () => {
  it('an MDX page\'s interactive ones hydrate in place and answer clicks: imported from the plugin (getThemePath) and from src/theme, and global through src/theme/MDXComponents', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, new URL('/watch', server.url).href);
    await eventually(() => page.locator('docsgen-island[data-island-state="hydrated"]').count()).toBe(2);
    await page.locator('button.rota-bell').click();
    await eventually(() => page.locator('button.rota-bell').textContent()).toBe('Bell rung 3 times');
    await page.locator('button.crew-badge').click();
    await eventually(() => page.locator('button.crew-badge').textContent()).toBe('Ewan on watch');
    await gotoHydrated(page, server.url);
    await eventually(() => page.locator('docsgen-island[data-island="src/theme/CrewBadge/index.js#default"][data-island-state="hydrated"]').count()).toBe(1);
    await page.locator('button.crew-badge').click();
    await eventually(() => page.locator('button.crew-badge').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('button.crew-badge').textContent()).toBe('Morag on watch');
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  }, 60_000);
});
