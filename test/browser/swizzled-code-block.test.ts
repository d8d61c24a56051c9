import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copiedText, openPage, recordClipboardWrites, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

/**
 * A Docusaurus site that swizzles parts of @theme/CodeBlock (test/fixtures/sites/docusaurus-swizzles:
 * Content/String, Layout, a Buttons/CopyButton wrapper): every Markdown fence renders through them,
 * and hydrates as an island whose buttons work.
 */
let browser: Browser;
let site: SiteServer;

useBrowserAndBuiltSite(
  { config: 'test/fixtures/sites/docusaurus-swizzles/docusaurus.config.js' },
  (b, s) => {
    browser = b;
    site = s;
  },
  '/ferry/',
);

describe("a site's swizzled code block in the browser", () => {
  it("a Markdown fence is the site's Layout around docsgen's highlighted code; after hydration the site's CopyButton wrapper copies the code without the lines its magic comment marks", async () => {
    const { page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await recordClipboardWrites(page);
    // The fixture has no favicon: Chromium's own request for one is not the page's error.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await gotoHydrated(page, `${site.url}/ferry/docs/crossings`);
    const blocks = page.locator('docsgen-island[data-island="src/theme/CodeBlock#default"]');
    await eventually(() => blocks.evaluateAll((islands) => islands.map((island) => (island as HTMLElement).dataset.islandState))).toEqual(['hydrated', 'hydrated']);
    const fog = blocks.nth(1);
    // The site's frame, and the code as the build highlighted it, kept through hydration.
    expect(await fog.locator('.ferry-code pre.code-block__pre code .k').count()).toBe(2);
    expect(await fog.locator('.ferry-code pre.code-block__pre code .o').count()).toBe(2);
    expect(await fog.locator('.line--marked.cancelled-line').count()).toBe(1);
    // The buttons are rendered in the browser only (Docusaurus's Buttons part is BrowserOnly).
    const copy = fog.locator('.code-block__buttons .code-block__copy');
    await copy.click();
    await eventually(() => copy.getAttribute('aria-label')).toBe('Copied');
    expect(await copiedText(page)).toBe("const boats = ['08:10', '08:50'];");
    expect(await blocks.first().locator('a.ferry-route').getAttribute('href')).toBe('/ferry/docs/timetable?route=north');
    expect(errors).toEqual([]);
  });
});
