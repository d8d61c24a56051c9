import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';

// openPage keeps a file's page for its later tests (test/helpers/browser.ts, KeptPage): a page opened
// anew costs Chromium a new page process. What a test added to it must not reach the next test.
let browser: Browser;
let site: SiteServer;
useBrowserAndSite((b, s) => ([browser, site] = [b, s]));

type Marked = Window & { docsgenPageScript?: number; docsgenContextScript?: number; docsgenExposed?: () => number; docsgenBound?: () => number };
const marks = (page: Page) =>
  page.evaluate(() => {
    const w = window as Marked;
    return [w.docsgenPageScript, w.docsgenContextScript, typeof w.docsgenExposed, typeof w.docsgenBound];
  });

let first: Page | undefined;

describe('a kept page', () => {
  it('takes the init scripts and exposed functions its test adds', async () => {
    const { page } = await openPage(browser);
    first = page;
    await page.addInitScript(() => ((window as Marked).docsgenPageScript = 1));
    await page.context().addInitScript(() => ((window as Marked).docsgenContextScript = 2));
    await page.exposeFunction('docsgenExposed', () => 3);
    await page.context().exposeBinding('docsgenBound', () => 4);
    await gotoHydrated(page, `${site.url}/docs/install`);
    expect(await marks(page)).toEqual([1, 2, 'function', 'function']);
    expect(await page.evaluate(() => (window as Marked).docsgenExposed!())).toBe(3);
  });

  it('is handed to the next test without them', async () => {
    const { page, errors } = await openPage(browser);
    // The same page, not a new one (its init scripts and functions are removed, not a reason to close it).
    expect(page).toBe(first);
    expect(page.url()).toBe('about:blank');
    await gotoHydrated(page, `${site.url}/docs/install`);
    expect(await marks(page)).toEqual([undefined, undefined, 'undefined', 'undefined']);
    expect(errors).toEqual([]);
  });

  it('is closed, not kept, after a change the reset cannot undo (offline)', async () => {
    const { page } = await openPage(browser);
    first = page;
    await page.context().setOffline(true);
  });

  it('so the next test gets a new page, online', async () => {
    const { page } = await openPage(browser);
    expect(page).not.toBe(first);
    await gotoHydrated(page, `${site.url}/docs/install`);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  });
});
