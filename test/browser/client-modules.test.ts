/**
 * A Docusaurus site's client modules in the browser (Docusaurus's documented client lifecycles):
 * the config's `clientModules` and a plugin's `getClientModules()` load on every page before it
 * starts (a stylesheet among them joins the site's CSS); `onRouteDidUpdate` is called for the first
 * page with no previous location; a client navigation calls `onRouteUpdate` (before the new page),
 * the callback it returned, then `onRouteDidUpdate` with `{ location, previousLocation }`, a
 * fragment link on the page as well; gtag's client module sends a page view for each navigation.
 * A client module importing what docsgen does not provide (a name, or a theme component of a
 * plugin's) is left out, with a warning naming its line. And links to paths of the site that are no pages (a static folder in the navbar and
 * footer, `pathname:///x`, `<Link to="pathname:///x">`): never prefetched as pages, loaded by the
 * browser. Fixture: test/fixtures/sites/docusaurus-client-modules.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, readMarker, recordRequests, setMarker, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let server: SiteServer;
let out: string;
const warnings: string[] = [];
useBrowserAndBuiltSite(
  { config: 'test/fixtures/sites/docusaurus-client-modules/docusaurus.config.js', cache: false, logger: { info: () => {}, warn: (message) => warnings.push(message) } },
  (b, s, o) => ([browser, server, out] = [b, s, o]),
);

type Call = [string, ...(string | null)[]];
const calls = (page: Page) => page.evaluate(() => (window as Window & { __routeCalls?: Call[] }).__routeCalls ?? []);

/** Opens the log's first page, gtag.js (Google's) answered empty: the page's own snippet defines gtag. `data`: the page data it requested. */
async function openLog() {
  const { page, errors } = await openPage(browser);
  const data = recordRequests(page, /^\/__data\//);
  await page.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await gotoHydrated(page, `${server.url}/`);
  return { page, errors, data };
}

describe("a Docusaurus site's client modules", () => {
  it('load before the page starts, stylesheets included; onRouteDidUpdate is called for the first page, with no previous location', async () => {
    const { page, errors } = await openLog();
    await expect.poll(() => calls(page)).toEqual([['did update', '/', null, "Keeper's log"]]);
    expect(await page.evaluate(() => (window as Window & { __loadedBeforeStart?: boolean }).__loadedBeforeStart)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lighthouse-client-module').trim())).toBe('loaded');
    // The plugin's (its lifecycles on a default export), named from the plugin's folder.
    expect(await page.evaluate(() => (window as Window & { __beacon?: string[] }).__beacon)).toEqual(['/']);
    // The root element is Docusaurus's #__docusaurus, which the site's CSS styles (the page hydrated in it).
    expect(await page.evaluate(() => [document.body.firstElementChild?.id, getComputedStyle(document.getElementById('__docusaurus')!).paddingTop])).toEqual(['__docusaurus', '7px']);
    // Its global data, which it imports from @generated/globalData (as plugin-vercel-analytics's does).
    expect(await page.evaluate(() => (window as Window & { __beaconLamp?: string }).__beaconLamp)).toBe('amber');
    expect(errors).toEqual([]);
  });

  it("a client navigation: onRouteUpdate before the new page, then the callback it returned and onRouteDidUpdate once it is shown; back, and a fragment link, alike", async () => {
    const { page, errors } = await openLog();
    await setMarker(page);
    await page.getByRole('link', { name: 'second entry', exact: true }).click();
    await waitForHeading(page, 'Second entry');
    await expect.poll(() => calls(page)).toEqual([
      ['did update', '/', null, "Keeper's log"],
      ['update', '/second', '/'],
      ['update callback', '/second'],
      ['did update', '/second', '/', 'Second entry'],
    ]);
    await page.goBack();
    await waitForHeading(page, "Keeper's log");
    await expect.poll(async () => (await calls(page)).slice(4)).toEqual([
      ['update', '/', '/second'],
      ['update callback', '/'],
      ['did update', '/', '/second', "Keeper's log"],
    ]);
    await page.getByRole('link', { name: 'to the weather' }).click();
    await expect.poll(async () => (await calls(page)).slice(7)).toEqual([
      ['update', '/#weather', '/'],
      ['update callback', '/#weather'],
      ['did update', '/#weather', '/', "Keeper's log"],
    ]);
    expect(await page.evaluate(() => (window as Window & { __beacon?: string[] }).__beacon)).toEqual(['/', '/second', '/', '/']);
    // One document throughout.
    expect(await readMarker(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("gtag: the snippet counts the first page, and each client navigation sends a page view with the new path (as the gtag plugin's client module does)", async () => {
    const { page } = await openLog();
    const sent = () => page.evaluate(() => ((window as Window & { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => [...args].filter((arg) => typeof arg === 'string')));
    expect(await sent()).toEqual([['js'], ['config', 'G-LIGHT1']]);
    await page.getByRole('link', { name: 'second entry', exact: true }).click();
    await waitForHeading(page, 'Second entry');
    await expect.poll(async () => (await sent()).slice(2)).toEqual([
      ['set', 'page_path', '/second'],
      ['event', 'page_view'],
    ]);
  });

  it('one that imports what docsgen does not provide is left out, named with its line; the others still load', () => {
    expect(warnings.filter((w) => w.includes('needs-storage'))).toEqual([expect.stringContaining('plugins/beacon/needs-storage.js:2:10: listStorageKeys is not provided by docsgen (@docusaurus/theme-common): the client module plugins/beacon/needs-storage.js that imports it is not loaded in the browser')]);
  });

  it("one whose code imports a theme component found nowhere (no plugin's theme folder has it) is left out, named with the importing line", () => {
    expect(warnings.filter((w) => w.includes('needs-popup'))).toEqual([
      expect.stringContaining("plugins/beacon/popup.js:1:25: @theme/BeaconPopup is a theme component neither docsgen nor the site's plugins (getThemePath) have: the client module plugins/beacon/needs-popup.js that imports it is not loaded in the browser"),
    ]);
  });
});

describe('doc front matter keywords', () => {
  it('are the page\'s <meta name="keywords">, joined by commas as Docusaurus joins them; after a client navigation too', async () => {
    expect(await readFile(path.join(out, 'second.html'), 'utf8')).toContain('<meta name="keywords" content="lighthouse,fog horn"/>');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).not.toContain('name="keywords"');
    const { page } = await openLog();
    await page.getByRole('link', { name: 'second entry', exact: true }).click();
    await waitForHeading(page, 'Second entry');
    await expect.poll(() => page.evaluate(() => document.head.querySelector('meta[name="keywords"]')?.getAttribute('content'))).toBe('lighthouse,fog horn');
  });
});

describe('links to paths of the site that are no pages', () => {
  it('are marked in the built HTML (navbar, footer, a Link to pathname:///x, without the prefix) and left out of the link check; links to pages are not', async () => {
    const html = await readFile(path.join(out, 'second.html'), 'utf8');
    // A `pathname://` address is not the site's own to Docusaurus (it has a protocol): it opens in a new tab, and an `href` one shows the external icon.
    expect(html).toMatch(/<a class="navbar__item navbar__link" href="\/harbour\/" target="_blank" rel="noopener noreferrer" data-full-load="">Harbour<svg class="icon-external iconExternalLink"/);
    expect(html).toContain('<a href="/harbour/" data-full-load="">Harbour map</a>');
    expect(html).toContain('<a href="/tide-tables/" target="_blank" rel="noopener noreferrer" data-full-load="">Tide tables</a>');
    expect(html).toContain('<a href="/second">Second entry</a>');
    // The Link: its href is the site's path (Docusaurus's `pathname://` taken off); /tide-tables/ is not in this build, and no warning or error names it.
    expect(html).toContain('<a href="/tide-tables/" data-full-load="">tide tables</a>');
    expect(warnings.filter((w) => w.includes('tide-tables'))).toEqual([]);
  });

  it('are never prefetched as pages (no /__data/ request), and a click loads the folder itself', async () => {
    const { page, data } = await openLog();
    await setMarker(page);
    await page.getByRole('link', { name: 'Harbour map' }).hover();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Harbour' }).hover();
    // A page's link, hovered after them, is prefetched: by then theirs would have been.
    await page.getByRole('link', { name: 'second entry', exact: true }).hover();
    await expect.poll(() => data).toContain('/__data/second.json');
    expect(data.filter((request) => request.includes('harbour') || request.includes('tide'))).toEqual([]);
    // The footer's `to: '/harbour/'` opens in the same tab (the navbar's `pathname://` one opens a new tab).
    await page.getByRole('link', { name: 'Harbour map' }).click();
    await page.getByRole('heading', { name: 'Harbour map' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/harbour\/?(index\.html)?$/);
    expect(await readMarker(page)).toBeUndefined();
  });
});
