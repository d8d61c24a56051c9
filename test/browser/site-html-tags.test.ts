/**
 * The site's own tags in the browser: a Docusaurus config's `scripts` run on every page, a
 * plugin's injectHtmlTags script runs, and after a client navigation the head holds each tag once
 * (the document stays, as in Docusaurus). Fixture: test/fixtures/sites/docusaurus-preset-sass.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, setMarker, readMarker, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-preset-sass/docusaurus.config.js', cache: false }, (b, s) => ([browser, server] = [b, s]));

describe("the site's own tags", () => {
  it("a config script and a plugin's script run; after a client navigation each tag is there once and the page was not reloaded", async () => {
    const { page, errors } = await openPage(browser);
    // The fixture's outside URLs (buttons.allotment.example…) are not reachable from the test: answered empty.
    await page.route(/allotment\.example/, (route) => route.fulfill({ status: 200, body: '' }));
    await gotoHydrated(page, `${server.url}/guide/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.shedClock === 'ticking' && document.documentElement.dataset.shed === 'open');
    await setMarker(page);
    await page.locator('.navbar__brand').first().click();
    await waitForHeading(page, 'Allotment Handbook');
    expect(await readMarker(page)).toBeDefined();
    const counts = await page.evaluate(() => ({
      verification: document.head.querySelectorAll('meta[name="allotment-verification"]').length,
      clock: document.querySelectorAll('script[src="/js/shed-clock.js"]').length,
      preconnect: document.head.querySelectorAll('link[rel="preconnect"][href="https://cdn.allotment.example"]').length,
    }));
    expect(counts).toEqual({ verification: 1, clock: 1, preconnect: 1 });
    expect(errors).toEqual([]);
  });
});
