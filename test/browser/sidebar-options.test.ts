/**
 * Docusaurus's `themeConfig.docs.sidebar` options in Chromium, on test/fixtures/sidebar-site with
 * `docs.sidebar: { hideable: true, autoCollapseCategories: true }`.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndBuiltSite({ config: 'test/fixtures/sidebar-site/site.options.config.ts', cache: false }, (b, s) => {
  browser = b;
  site = s;
});

const INTRO = '/docs/manual/intro';

/** The button that opens and closes the desktop sidebar's category labelled `label`. */
function toggle(page: Page, label: string): Locator {
  const labels = ':scope > .sidebar__category-row > :is(.sidebar__category-label, .sidebar__category-button)';
  const category = page.locator('.sidebar .sidebar__category').filter({ has: page.locator(labels, { hasText: new RegExp(`^${label}$`) }) });
  return category.locator(':scope > .sidebar__category-row > [role=button][aria-expanded], :scope > .sidebar__category-row > button[aria-expanded]');
}

describe('docs.sidebar.hideable', () => {
  it('a button folds the sidebar away; it stays folded on the next page the visitor opens, and unfolds again; a reload shows it', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}${INTRO}`);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.locator('aside.sidebar--hidden').waitFor();
    expect(await page.locator('.sidebar .sidebar__nav').count()).toBe(0);
    // A client-side navigation keeps it folded (as Docusaurus keeps it while its docs layout stays).
    const next = page.locator('a.pagination__link--next');
    const target = new URL((await next.getAttribute('href'))!, site.url).pathname;
    await next.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('aside.sidebar--hidden').count()).toBe(1);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.locator('.sidebar .sidebar__nav').waitFor();
    expect(await page.locator('aside.sidebar--hidden').count()).toBe(0);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.locator('aside.sidebar--hidden').waitFor();
    await page.reload();
    await page.locator('.sidebar .sidebar__nav').waitFor();
    expect(await page.locator('aside.sidebar--hidden').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('at 996px and below the hideable sidebar is not shown beside the page, as without the option; the mobile menu holds it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${site.url}${INTRO}`);
    expect(await page.locator('aside.sidebar--hideable').evaluate((aside) => getComputedStyle(aside).display)).toBe('none');
    expect(await page.locator('main h1').first().evaluate((h1) => h1.getBoundingClientRect().left)).toBeLessThan(50);
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('docs.sidebar.autoCollapseCategories', () => {
  it('opening a category closes the open categories beside it, not those elsewhere', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}${INTRO}`);
    // Concepts (collapsed: false) and Extras are open to start with; Guides is closed.
    expect(await toggle(page, 'Concepts').getAttribute('aria-expanded')).toBe('true');
    expect(await toggle(page, 'Extras').getAttribute('aria-expanded')).toBe('true');
    await toggle(page, 'Guides').click();
    await page.locator('.sidebar [role=button][aria-expanded="true"]', { hasText: /^Guides$/ }).waitFor();
    expect(await toggle(page, 'Concepts').getAttribute('aria-expanded')).toBe('false');
    expect(await toggle(page, 'Extras').getAttribute('aria-expanded')).toBe('false');
    // Opening a category inside Guides leaves Guides open.
    await toggle(page, 'Advanced').click();
    await page.locator('.sidebar [role=button][aria-expanded="true"]', { hasText: /^Advanced$/ }).waitFor();
    expect(await toggle(page, 'Guides').getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  }, 60_000);
});
