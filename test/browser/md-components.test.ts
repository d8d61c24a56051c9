import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

/**
 * The markdown.format 'detect' site whose MDXComponents maps h2 (test/fixtures/sites/docusaurus-md-components)
 * in Chromium: a `.md` page's h2 is the site's component, styled by the site's CSS, loaded directly
 * and reached by client-side navigation.
 */
const fixture = 'test/fixtures/sites/docusaurus-md-components';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-md-components-browser-', (b, s) => ([browser, site] = [b, s]));

/** The colour of the page's "High water" heading, with whether it is the site's component; undefined while it is not there. */
const heading = (page: Page) =>
  page.evaluate(() => {
    const h2 = [...document.querySelectorAll('main h2')].find((h) => h.textContent?.includes('High water'));
    return h2 && { site: h2.classList.contains('tide-h2'), color: getComputedStyle(h2).color };
  });

describe("a .md page's h2 with the site's MDXComponents, in the browser", () => {
  it("is the site's component, styled by the site's CSS, after hydration", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/heights`);
    expect(await heading(page)).toEqual({ site: true, color: 'rgb(0, 90, 140)' });
    expect(errors).toEqual([]);
  });

  it('and reached by client-side navigation', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/`);
    await page.locator('.sidebar a', { hasText: 'Heights' }).click();
    await page.waitForURL(`${site.url}/heights`);
    await eventually(() => heading(page)).toEqual({ site: true, color: 'rgb(0, 90, 140)' });
    expect(errors).toEqual([]);
  });
});
