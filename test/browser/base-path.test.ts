import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { eventually, readMarker, setMarker, waitForHeading } from '../helpers/pageSteps.js';

// A GitHub Pages project site: built with `url: 'https://acme.github.io/repo-name/'` and served by a
// plain static host that answers only under /repo-name/ (everything else is a bare 404).
const BASE = '/repo-name/';
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/base-path/site.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]), BASE);

/** A page that records every response that failed and every request outside the base. */
async function openRecorded(): Promise<{ page: Page; errors: string[]; failed: string[]; outside: string[] }> {
  const { page, errors } = await openPage(browser);
  const failed: string[] = [];
  const outside: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(server.url).origin && !url.pathname.startsWith(BASE)) outside.push(url.pathname);
  });
  return { page, errors, failed, outside };
}

const at = (sitePath: string) => `${server.url}${BASE}${sitePath.replace(/^\//, '')}`;
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('a site under /repo-name/ on a plain static host', () => {
  it('the home page leads to the main doc, styled and interactive, with no failed request', async () => {
    const { page, errors, failed, outside } = await openRecorded();
    await page.goto(at('/'));
    await waitForHeading(page, 'Introduction');
    await waitForHydration(page);
    expect(pathname(page)).toBe('/repo-name/docs/intro');
    // The stylesheet applied: the theme's navbar is a flex row and the body font is not the browser default.
    expect(await page.locator('.navbar__inner').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).not.toBe('"Times New Roman"');
    // Images: the static picture and the sidebar's file load from under the base.
    await eventually(() => page.locator('main img[alt="A static picture"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('navigates client-side from the sidebar, a Markdown link and the navbar, fetching page data under the base', async () => {
    const { page, errors, failed, outside } = await openRecorded();
    const data: string[] = [];
    page.on('request', (request) => {
      const p = new URL(request.url()).pathname;
      if (p.includes('/__data/')) data.push(p);
    });
    await page.goto(at('/docs/intro'));
    await waitForHydration(page);
    await setMarker(page);

    await page.locator('.markdown a', { hasText: 'setup guide' }).click();
    await waitForHeading(page, 'Setup');
    expect(pathname(page)).toBe('/repo-name/docs/guide/setup');
    expect(new URL(page.url()).hash).toBe('#install');

    await page.locator('.sidebar a', { hasText: 'Usage' }).click();
    await waitForHeading(page, 'Usage');
    expect(pathname(page)).toBe('/repo-name/docs/guide/usage');

    await page.locator('.sidebar a', { hasText: 'Guide' }).first().click();
    await waitForHeading(page, 'Guide');
    expect(pathname(page)).toBe('/repo-name/docs/category/guide');
    await page.locator('.card__link').filter({ has: page.locator('.card__title', { hasText: /^📄️Setup$/ }) }).click();
    await waitForHeading(page, 'Setup');

    await page.goBack();
    await waitForHeading(page, 'Guide');
    expect(pathname(page)).toBe('/repo-name/docs/category/guide');

    await page.locator('.navbar__brand').click();
    await waitForHeading(page, 'Introduction');
    expect(pathname(page)).toBe('/repo-name/docs/intro');

    // No page load happened: every step was a client navigation.
    expect(await readMarker(page)).toBe(1);
    expect(data.some((p) => p.startsWith('/repo-name/__data/docs/guide/setup.json'))).toBe(true);
    expect(data.some((p) => /^\/repo-name\/__data\/sidebar-docs-[0-9a-f]+\.json$/.test(p))).toBe(true);
    for (const p of data) expect(p.startsWith('/repo-name/__data/')).toBe(true);
    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('prefetches linked pages from under the base', async () => {
    const { page, failed, outside } = await openRecorded();
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const p = new URL(request.url()).pathname;
      if (p.endsWith('.json')) prefetched.push(p);
    });
    await page.goto(at('/docs/intro'));
    await waitForHydration(page);
    await page.locator('.sidebar a', { hasText: 'Guide' }).hover();
    await eventually(() => prefetched.includes('/repo-name/__data/docs/category/guide.json')).toBe(true);
    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('search loads its files from under the base and opens a hit there', async () => {
    const { page, errors, failed, outside } = await openRecorded();
    await page.goto(at('/docs/intro'));
    await waitForHydration(page);
    await setMarker(page);
    const input = page.locator('.search__input');
    await eventually(() => input.getAttribute('placeholder')).toBe('Search Ctrl+K');
    await input.click();
    await input.fill('zebracorn');
    await page.getByRole('listbox', { name: 'Search results' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Setup');
    expect(pathname(page)).toBe('/repo-name/docs/guide/setup');
    expect(await readMarker(page)).toBe(1);
    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('an unknown page under the base shows the styled 404 page, whose links lead back into the site', async () => {
    const { page, errors, failed, outside } = await openRecorded();
    const response = await page.goto(at('/docs/nowhere'));
    expect(response?.status()).toBe(404);
    await waitForHeading(page, 'Page Not Found');
    await waitForHydration(page);
    expect(await page.locator('.navbar__inner').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await page.locator('.not-found a', { hasText: 'Introduction' }).click();
    await waitForHeading(page, 'Introduction');
    expect(pathname(page)).toBe('/repo-name/docs/intro');
    // The document itself was the only 404.
    expect(failed).toEqual(['404 /repo-name/docs/nowhere']);
    expect(outside).toEqual([]);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  it('a page path written as the static host names it (.html, /index.html) shows the page at its bare path', async () => {
    const { page, failed } = await openRecorded();
    await page.goto(at('/docs/guide/setup/index.html'));
    await waitForHeading(page, 'Setup');
    await waitForHydration(page);
    await eventually(() => pathname(page)).toBe('/repo-name/docs/guide/setup');
    expect(failed).toEqual(['404 /repo-name/docs/guide/setup/index.html']);
  });
});
