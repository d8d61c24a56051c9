import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, holdRequests, readMarker, recordRequests, setMarker, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndSite((b, s) => {
  browser = b;
  site = s;
});

const INDEX = '**/search-index-*.json';
const input = (page: Page) => page.locator('.search__input');
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const placeholder = (page: Page) => input(page).getAttribute('placeholder');

async function searchReady(page: Page): Promise<void> {
  await eventually(() => placeholder(page)).toBe('Search Ctrl+K');
}

/**
 * Enters `query` into the search box (once the index is ready) and waits for the dropdown. One input
 * event for the whole query: typed key by key on a slow machine, the dropdown could first show the
 * hits of a prefix of it.
 */
async function search(page: Page, query: string): Promise<void> {
  await searchReady(page);
  await input(page).click();
  await input(page).fill(query);
  await listbox(page).waitFor({ state: 'visible' });
}

describe('search box', () => {
  it("reads 'Loading...' while the index loads, then 'Search Ctrl+K'; a query typed meanwhile is answered", async () => {
    const { page } = await openPage(browser);
    const held = await holdRequests(page, INDEX);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await held.requested;
    expect(await placeholder(page)).toBe('Loading...');
    await input(page).click();
    await page.keyboard.type('keepLoc');
    expect(await input(page).inputValue()).toBe('keepLoc');
    expect(await listbox(page).isVisible()).toBe(false);
    expect(await input(page).getAttribute('aria-expanded')).toBe('false');
    held.release();
    await searchReady(page);
    await listbox(page).waitFor({ state: 'visible' });
    expect(await listbox(page).getByRole('option').count()).toBeGreaterThan(0);
  });

  it('shows hits with their page title and the matched term marked', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('.search__empty')) (window as Window & { __sawNoResults?: boolean }).__sawNoResults = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await search(page, 'keepLoc');
    const options = listbox(page).getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    // 'No results' never flashed while the (debounced) search had not run yet.
    expect(await page.evaluate(() => (window as Window & { __sawNoResults?: boolean }).__sawNoResults)).toBeUndefined();
    const titles = await listbox(page).locator('.search__page').allTextContents();
    expect(titles).toContain('Keeping a local copy of the picked files');
    // The first hit of a page group names its page.
    expect(await options.first().locator('.search__page').count()).toBe(1);
    const marks = await listbox(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^keeploc/);
  });

  it('loads every shard of the index and ranks hits from several shards together', async () => {
    const { page } = await openPage(browser);
    const requested = recordRequests(page, /\/search-index-[0-9a-f]+\.json$/);
    const manifest = (await (await fetch(`${site.url}/search-files.json`)).json()) as { shards: { index: string }[] };
    expect(manifest.shards.length).toBeGreaterThan(1);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await search(page, 'picker');
    expect([...requested].sort()).toEqual(manifest.shards.map((shard) => shard.index).sort());
    const pages = await listbox(page).locator('.search__page').allTextContents();
    expect(new Set(pages).size).toBeGreaterThan(1);
  });

  it('is a WAI-ARIA combobox: aria-expanded, aria-controls and aria-activedescendant follow the keyboard', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    const box = input(page);
    expect(await box.getAttribute('role')).toBe('combobox');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-autocomplete')).toBe('list');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await search(page, 'keepLoc');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox(page).getAttribute('id'));

    const active = () =>
      page.evaluate(() => {
        const field = document.querySelector('.search__input')!;
        const id = field.getAttribute('aria-activedescendant');
        const option = id ? document.getElementById(id) : null;
        const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
        return { index: option ? options.indexOf(option) : -1, selected: option?.getAttribute('aria-selected'), selectedCount: options.filter((o) => o.getAttribute('aria-selected') === 'true').length };
      });
    expect(await active()).toEqual({ index: 0, selected: 'true', selectedCount: 1 });
    await page.keyboard.press('ArrowDown');
    expect(await active()).toEqual({ index: 1, selected: 'true', selectedCount: 1 });
    await page.keyboard.press('ArrowUp');
    expect(await active()).toEqual({ index: 0, selected: 'true', selectedCount: 1 });
    await page.keyboard.press('ArrowUp');
    const count = await listbox(page).getByRole('option').count();
    // Wraps round to the last hit.
    expect(await active()).toEqual({ index: count - 1, selected: 'true', selectedCount: 1 });

    await page.keyboard.press('Escape');
    await listbox(page).waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('opens a hit with ArrowDown and Enter: client navigation to the section, the term highlighted', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    await search(page, 'keepLoc');
    // The first hit that points at a section (it has a heading), and the page it is on.
    const target = await page.evaluate(() => {
      const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
      const index = options.findIndex((o) => o.querySelector('.search__heading'));
      const page = options
        .slice(0, index + 1)
        .map((o) => o.querySelector('.search__page')?.textContent)
        .filter(Boolean)
        .pop();
      return { index, page, heading: options[index]?.querySelector('.search__heading')?.textContent };
    });
    expect(target.index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < target.index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URLSearchParams(location.search).getAll('_highlight').includes('keeploc'));
    await waitForHeading(page, target.page!);
    expect(await readMarker(page)).toBe(1);
    expect(await listbox(page).isVisible()).toBe(false);

    const marks = await page.locator('.markdown mark[data-search-highlight]').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('keeploc');

    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    expect(hash).not.toBe('');
    const heading = page.locator(`[id="${hash}"]`);
    expect(await heading.textContent()).toContain(target.heading);
    await eventually(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(150);
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it('closes the dropdown with Escape', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await search(page, 'viewDocument');
    await page.keyboard.press('Escape');
    await listbox(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/docs/install');
  });

  it('never turns a query or a highlight term into HTML', async () => {
    const { page } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      // A dialog still open when the page closes cannot be dismissed: no unhandled rejection.
      dialog.dismiss().catch(() => undefined);
    });
    const payload = '<img src=x onerror=alert(1)>';
    await gotoHydrated(page, `${site.url}/docs/install`);
    const images = await page.locator('img').count();
    await search(page, payload);
    expect(await input(page).inputValue()).toBe(payload);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('img').count()).toBe(images);

    // The same payload as a highlight term in the URL, beside a term that does match.
    const query = new URLSearchParams([
      ['_highlight', payload],
      ['_highlight', 'picker'],
    ]);
    await gotoHydrated(page, `${site.url}/docs/install?${query}`);
    expect(await page.locator('.markdown mark[data-search-highlight]').count()).toBeGreaterThan(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('img').count()).toBe(images);
    expect(dialogs).toEqual([]);
  });

  it('only logs a failing index request: the box still takes input and navigation works', async () => {
    const { page, errors } = await openPage(browser);
    const uncaught: Error[] = [];
    page.on('pageerror', (error) => uncaught.push(error));
    await page.route(INDEX, (route) => route.abort());
    const logged = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('docsgen: the search index could not be loaded'));
    await gotoHydrated(page, `${site.url}/docs/install`);
    await logged;
    // The spec: a search error is only logged; the index state stays 'loading'.
    expect(await placeholder(page)).toBe('Loading...');
    await setMarker(page);
    await input(page).click();
    await page.keyboard.type('keepLoc');
    expect(await input(page).inputValue()).toBe('keepLoc');
    expect(await listbox(page).isVisible()).toBe(false);
    await page.locator('.pagination__link--next').click();
    await waitForHeading(page, 'Introduction');
    expect(await readMarker(page)).toBe(1);
    expect(uncaught).toEqual([]);
    expect(errors.filter((e) => !e.includes('docsgen: the search index could not be loaded') && !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('never returns the license pages', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await search(page, 'MIT permission');
    const shown = await listbox(page).locator('.search__page, .search__heading').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain('License');
    // Nor are they in the search documents at all.
    const urls = await page.evaluate(async () => {
      const data = JSON.parse(document.getElementById('__docsgen_data')!.textContent!) as { site: { searchManifest: string } };
      const files = (await (await fetch(data.site.searchManifest)).json()) as { shards: { docs: string }[] };
      const shards = await Promise.all(files.shards.map(async (shard) => (await (await fetch(shard.docs)).json()) as { url: string }[]));
      return shards.flat().map((doc) => doc.url);
    });
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.some((url) => url.startsWith('/docs/install'))).toBe(true);
    expect(urls.filter((url) => /^\/docs\/(sponsor-only\/)?license(#|$)/.test(url))).toEqual([]);
  });
});
