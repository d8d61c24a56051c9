import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { closeTestContexts, launchChromium, openPage, serveSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, waitForHeading } from '../helpers/pageSteps.js';

// The same built site, served two ways: by a plain static host (clean URLs, 404.html for unknown
// files, nothing else) and by `docsgen serve`.
let browser: Browser;
const servers: Record<'static host' | 'docsgen serve', SiteServer | undefined> = { 'static host': undefined, 'docsgen serve': undefined };

beforeAll(async () => {
  [browser, servers['static host'], servers['docsgen serve']] = await Promise.all([launchChromium(), servePlain(inject('siteDir')), serveSite()]);
});
// The contexts the tests opened; openPage's kept pages are reset for the next test instead.
afterEach(() => closeTestContexts(browser));
afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((s) => s?.close()));
});

const CASES: [requested: string, bare: string, heading: string][] = [
  ['/docs/install/index.html', '/docs/install', 'Installation'],
  ['/docs/install.html', '/docs/install', 'Installation'],
  ['/docs/install/', '/docs/install', 'Installation'],
  ['/docs/category/document-picker/index.html', '/docs/category/document-picker', 'Document Picker'],
  ['/docs/sponsor-only/picker/open-mode/index.html#open-options', '/docs/sponsor-only/picker/open-mode', 'Open mode'],
  ['/index.html', '/', 'React Native document picker & viewer'],
];

describe.each(['static host', 'docsgen serve'] as const)('paths ending in .html or /index.html on %s', (server) => {
  it.each(CASES)('%s shows the page of %s', async (requested, bare, heading) => {
    const { page, errors } = await openPage(browser);
    const url = new URL(requested, servers[server]!.url);
    await gotoHydrated(page, url.href);
    await page.locator('h1').filter({ hasText: heading }).waitFor();
    const shown = new URL(page.url());
    expect(shown.pathname).toBe(bare);
    expect(shown.hash).toBe(url.hash);
    expect(await page.locator('h1', { hasText: 'Page Not Found' }).count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).visibility)).toBe('visible');
    if (url.hash) expect(await page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), url.hash.slice(1))).toBeLessThan(200);
    // The router works from there: the next page comes without a page load.
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1));
    const next = page.locator('.pagination__link--next');
    if (await next.count()) {
      await next.click();
      await page.waitForURL((u) => u.pathname !== bare);
      expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
    }
    // A static host answers the document itself with status 404; nothing else may fail.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('an unknown path ending in /index.html still shows the not-found page', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${servers[server]!.url}/docs/no-such-page/index.html`);
    await waitForHeading(page, 'Page Not Found');
    expect(new URL(page.url()).pathname).toBe('/docs/no-such-page');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).visibility)).toBe('visible');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
