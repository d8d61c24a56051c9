import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

// The versioned fixture: the current docs (/docs/next), 2.0 (the last version, /docs), 1.0 (/docs/1.0).
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/versioned/site.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]), '/');

const input = (page: Page) => page.locator('.search__input');
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

async function search(page: Page, query: string): Promise<void> {
  await eventually(() => input(page).getAttribute('placeholder')).toBe('Search Ctrl+K');
  await input(page).click();
  await input(page).fill(query);
  await listbox(page).waitFor({ state: 'visible' });
}

describe('versioned docs in the browser', () => {
  it('the version dropdown switches to the same page in another version, and names the version read', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/docs/1.0/guides/smoker`);
    const label = page.locator('nav.navbar .navbar__items--right .navbar-dropdown__label');
    await expect(label.textContent()).resolves.toBe('1.0');
    await label.hover();
    await page.locator('nav.navbar .navbar-dropdown__menu >> text=Next').click();
    await page.waitForURL(/\/docs\/next\/guides\/smoker$/);
    await page.locator('text=The next smoker.').waitFor();
    await eventually(() => label.textContent()).toBe('Next');
    await expect(page.locator('.doc-version-banner--unreleased').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it("the banner's link reaches the page in the latest version, or its first page", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/docs/1.0/guides/smoker`);
    await page.locator('.doc-version-banner--unmaintained .doc-version-banner__link').click();
    await page.waitForURL(/\/docs\/guides\/smoker$/);
    await page.locator('text=The 2.0 smoker.').waitFor();
    await expect(page.locator('.doc-version-banner').count()).resolves.toBe(0);
    await gotoHydrated(page, `${server.url}/docs/1.0/legacy`);
    await page.locator('.doc-version-banner__link').click();
    await page.waitForURL(/\/docs\/intro$/);
    await page.locator('text=nectartwo').waitFor();
    expect(errors).toEqual([]);
  });

  it('search on an old version finds only that version', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/docs/1.0/intro`);
    await search(page, 'nectartwo');
    await listbox(page).locator('.search__empty').waitFor();
    await input(page).fill('nectarone');
    await listbox(page).getByRole('option').first().waitFor();
    // Words every version has: the hits are 1.0's pages.
    await input(page).fill('smoker');
    await listbox(page).getByRole('option').first().waitFor();
    await listbox(page).getByRole('option').first().dispatchEvent('mousedown');
    await page.waitForURL(/\/docs\/1\.0\/(guides\/smoker|intro)\?/);
    // On the last version the same words find its pages.
    await gotoHydrated(page, `${server.url}/docs/intro`);
    await search(page, 'nectartwo');
    await listbox(page).getByRole('option').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('the version hooks work in the browser: a site component hydrated on a 1.0 page reads its versions', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/docs/1.0/legacy`);
    const island = page.locator('docsgen-island[data-island$="VersionList.tsx#default"]');
    await eventually(() => island.getAttribute('data-island-state')).toBe('hydrated');
    await island.getByRole('button', { name: 'All versions' }).click();
    await eventually(() => island.locator('.version-list__items li').allTextContents()).toEqual(['Next at /docs/next', '2.0 at /docs', '1.0 at /docs/1.0']);
    expect(await island.locator('.version-list__summary').textContent()).toBe('reading 1.0 (1.0, unmaintained), latest 2.0');
    // The browser rendered what the build did: no mismatch, so React kept the build's HTML.
    expect(await island.getAttribute('data-island-rendered')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('the docsVersion item follows the version read; the dropdown lists its links before and after the versions', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/docs/1.0/guides/smoker`);
    const versionLink = page.locator('nav.navbar .navbar__items:not(.navbar__items--right) > a.navbar__link').nth(2);
    await expect(versionLink.textContent()).resolves.toBe('1.0');
    await expect(versionLink.getAttribute('href')).resolves.toBe('/docs/1.0/intro');
    const label = page.locator('nav.navbar .navbar__items--right .navbar-dropdown__label');
    await label.hover();
    expect(await page.locator('nav.navbar .navbar-dropdown__menu a').allTextContents()).toEqual(['Archived', 'Next', '2.0', '1.0', 'All versions']);
    await page.locator('nav.navbar .navbar-dropdown__menu >> text=Next').click();
    await page.waitForURL(/\/docs\/next\/guides\/smoker$/);
    await eventually(() => versionLink.textContent()).toBe('Next');
    await expect(versionLink.getAttribute('href')).resolves.toBe('/docs/next/intro');
    await versionLink.click();
    await page.waitForURL(/\/docs\/next\/intro$/);
    expect(errors).toEqual([]);
  });

  it("takes the theme's brand colour from the site's Infima variables (--ifm-color-primary), per colour mode", async () => {
    const brand = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dg-brand').trim());
    const { page: light } = await openPage(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    await gotoHydrated(light, `${server.url}/docs/intro`);
    expect(await brand(light)).toBe('#2e8555');
    // The config has no colorMode: as in Docusaurus, the system's setting is not followed; the toggle switches to dark.
    const { page: dark } = await openPage(browser, { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    await gotoHydrated(dark, `${server.url}/docs/intro`);
    expect(await dark.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await dark.locator('nav.navbar .color-mode-toggle').click();
    await eventually(() => dark.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await brand(dark)).toBe('#25c2a0');
  });
});
