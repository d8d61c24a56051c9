/**
 * A sidebar category too long to inline (test/helpers/oneFolderSite.ts: 120 pages in one folder,
 * `docs.sidebarInlineLimit: 10`), in Chromium: the page is served with its neighbourhood of the
 * folder and shows the whole folder once the sidebar's file has loaded, the current item marked
 * and where it was.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { openPage, useBrowserAndSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { oneFolderPage, writeOneFolderSite } from '../helpers/oneFolderSite.js';
import { eventually, holdRequests } from '../helpers/pageSteps.js';

const PAGES = 120;
let browser: Browser;
let site: SiteServer;
let dir: string | undefined;

useBrowserAndSite(
  (b, s) => {
    browser = b;
    site = s;
  },
  async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-long-sidebar-'));
    const out = path.join(dir, 'build');
    await build({ config: await writeOneFolderSite(dir, PAGES, 10), out, logger: silentLogger, crawl: false, cache: false });
    return out;
  },
);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a sidebar category longer than the inline limit', () => {
  it('shows the whole folder after hydration, the current item marked and kept in place', async () => {
    const { page, errors } = await openPage(browser);
    // The page as served (and as a visitor without JavaScript sees it) until the sidebar's file arrives.
    const sidebarFile = await holdRequests(page, /\/__data\/sidebar-/);
    await page.goto(`${site.url}${oneFolderPage(80)}`);
    await sidebarFile.requested;
    const links = page.locator('.sidebar .sidebar__list--level-2 > li > a.sidebar__link');
    const current = page.locator('.sidebar a[aria-current="page"]');
    expect(await links.count()).toBe(10);
    expect(await page.locator('.sidebar .sidebar__gap').count()).toBe(2);
    expect(await current.getAttribute('href')).toBe(oneFolderPage(80));
    const servedTop = (await current.boundingBox())!.y;

    sidebarFile.release();
    await waitForHydration(page);
    await eventually(() => links.count()).toBe(PAGES);
    expect(await page.locator('.sidebar .sidebar__gap').count()).toBe(0);
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe(oneFolderPage(80));
    expect(await current.getAttribute('class')).toContain('sidebar__link--active');
    // 70 items were drawn above it: the sidebar scrolled by as much, so it did not move.
    expect(Math.abs((await current.boundingBox())!.y - servedTop)).toBeLessThanOrEqual(1);
    expect(await page.locator('.sidebar').evaluate((aside) => aside.scrollTop)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('client-side navigation to another page of the folder shows the whole folder, that page marked', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}${oneFolderPage(80)}`);
    await waitForHydration(page);
    const links = page.locator('.sidebar .sidebar__list--level-2 > li > a.sidebar__link');
    await eventually(() => links.count()).toBe(PAGES);
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1));
    await page.locator(`.sidebar a[href="${oneFolderPage(3)}"]`).click();
    await page.locator('main h1', { hasText: 'Page 3' }).waitFor();
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
    expect(await links.count()).toBe(PAGES);
    expect(await page.locator('.sidebar a[aria-current="page"]').getAttribute('href')).toBe(oneFolderPage(3));
    expect(errors).toEqual([]);
  });
});
