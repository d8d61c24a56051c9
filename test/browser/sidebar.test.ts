/**
 * Collapsible sidebar categories, in Chromium, on test/fixtures/sidebar-site (every kind of
 * category: closed by default with and without a page of its own, nested, open by default, not
 * collapsible; from `_category_.json` and from the config).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, holdRequests, readMarker, recordRequests, setMarker, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;
let out: string;

useBrowserAndBuiltSite({ config: 'test/fixtures/sidebar-site/site.config.ts', cache: false }, (b, s, dir) => {
  browser = b;
  site = s;
  out = dir;
});

const INTRO = '/docs/manual/intro';

/** The desktop sidebar's category item labelled `label`. */
function category(page: Page, label: string): Locator {
  const labels = ':scope > .sidebar__category-row > :is(.sidebar__category-label, .sidebar__category-button)';
  return page.locator('.sidebar .sidebar__category').filter({ has: page.locator(labels, { hasText: new RegExp(`^${label}$`) }) });
}

/** The button that opens and closes a category (the label itself when the category has no page). */
function toggle(page: Page, label: string): Locator {
  return category(page, label).locator(':scope > .sidebar__category-row > [role=button][aria-expanded], :scope > .sidebar__category-row > button[aria-expanded]');
}

/** The labels of the links directly inside a category, as shown. */
function itemsOf(page: Page, label: string): Promise<string[]> {
  return category(page, label).locator(':scope > ul > li > a').allTextContents();
}

describe('sidebar categories', () => {
  it('start as configured: closed by default, open with collapsed: false, always open when not collapsible', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}${INTRO}`);
    expect(await toggle(page, 'Getting started').getAttribute('aria-expanded')).toBe('false');
    expect(await itemsOf(page, 'Getting started')).toEqual([]);
    // A category with a page of its own: its label is a link to that page, beside the toggle.
    expect(await category(page, 'Getting started').locator('a.sidebar__category-label').getAttribute('href')).toBe('/docs/category/getting-started');
    // Without a page of its own, the label is the toggle.
    expect(await toggle(page, 'Guides').textContent()).toBe('Guides');
    expect(await toggle(page, 'Guides').getAttribute('aria-expanded')).toBe('false');
    expect(await toggle(page, 'Concepts').getAttribute('aria-expanded')).toBe('true');
    expect(await itemsOf(page, 'Concepts')).toEqual(['Data model']);
    expect(await toggle(page, 'Extras').getAttribute('aria-expanded')).toBe('true');
    expect(await toggle(page, 'More').getAttribute('aria-expanded')).toBe('false');
    // Not collapsible: no toggle, items always shown.
    expect(await toggle(page, 'Reference').count()).toBe(0);
    expect(await itemsOf(page, 'Reference')).toEqual(['API']);
    // The chevron follows the state (only an open category is marked in the HTML): every closed
    // toggle is drawn one way, every open one another — a closed category inside an open one too.
    const chevron = (label: string) => toggle(page, label).evaluate((button) => getComputedStyle(button, '::after').transform);
    const closed = await Promise.all(['Getting started', 'Guides', 'More'].map(chevron));
    const open = await Promise.all(['Concepts', 'Extras'].map(chevron));
    expect(new Set(closed).size).toBe(1);
    expect(new Set(open).size).toBe(1);
    expect(closed[0]).not.toBe(open[0]);
    await toggle(page, 'Guides').click();
    await eventually(() => chevron('Guides')).toBe(open[0]);
    // Advanced, nested in Guides, is still closed and drawn so.
    expect(await chevron('Advanced')).toBe(closed[0]);
    expect(errors).toEqual([]);
  });

  it("every category's label is an <a> in menu__list-item-collapsible, as Docusaurus's, so a site's CSS for `.menu__list-item-collapsible > a` draws it", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}${INTRO}`);
    await page.addStyleTag({ content: '.menu__list-item-collapsible > a { margin-top: 7px; }' });
    const label = (name: string) => category(page, name).locator(':scope > .menu__list-item-collapsible > a').first();
    // With a page of its own, without one, open by default, not collapsible.
    for (const name of ['Getting started', 'Guides', 'Concepts', 'Reference']) {
      expect(await label(name).count(), name).toBe(1);
      expect(await label(name).evaluate((a) => getComputedStyle(a).marginTop), name).toBe('7px');
    }
    // Not collapsible, no page: a link without an href, so text to the keyboard, not drawn as a link on hover.
    expect(await label('Reference').getAttribute('href')).toBeNull();
    const before = await label('Reference').evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine]);
    await label('Reference').hover();
    expect(await label('Reference').evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine])).toEqual(before);
    // Without a page: the toggle, a button to assistive technology, with Docusaurus's caret class.
    expect(await label('Guides').getAttribute('role')).toBe('button');
    expect(await label('Guides').getAttribute('class')).toContain('menu__link--sublist-caret');
    expect(await page.getByRole('button', { name: 'Guides', exact: true }).getAttribute('aria-expanded')).toBe('false');
    // Clicking it toggles, and goes nowhere.
    await label('Guides').click();
    await eventually(() => itemsOf(page, 'Guides')).toEqual(['Alpha guide', 'Beta guide']);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(INTRO);
    expect(errors).toEqual([]);
  });

  it('toggle with aria-expanded, and opening one never closes another', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}${INTRO}`);
    await toggle(page, 'Getting started').click();
    await eventually(() => itemsOf(page, 'Getting started')).toEqual(['Install', 'Configure']);
    expect(await toggle(page, 'Getting started').getAttribute('aria-expanded')).toBe('true');
    await toggle(page, 'Guides').click();
    await eventually(() => itemsOf(page, 'Guides')).toEqual(['Alpha guide', 'Beta guide']);
    // Nested categories start closed too.
    expect(await toggle(page, 'Advanced').getAttribute('aria-expanded')).toBe('false');
    await toggle(page, 'Advanced').click();
    await eventually(() => itemsOf(page, 'Advanced')).toEqual(['Deep dive', 'Deeper still']);
    await toggle(page, 'More').click();
    await eventually(() => itemsOf(page, 'More')).toEqual(['Changelog']);
    // Every category opened so far is still open.
    for (const label of ['Getting started', 'Guides', 'Advanced', 'Concepts', 'Extras', 'More']) expect(await toggle(page, label).getAttribute('aria-expanded'), label).toBe('true');
    // Closing works too, with the keyboard as well as the mouse.
    await toggle(page, 'Concepts').focus();
    await page.keyboard.press('Enter');
    await eventually(() => toggle(page, 'Concepts').getAttribute('aria-expanded')).toBe('false');
    expect(await itemsOf(page, 'Concepts')).toEqual([]);
    await page.keyboard.press('Space');
    await eventually(() => itemsOf(page, 'Concepts')).toEqual(['Data model']);
    expect(errors).toEqual([]);
  });

  it('the current page’s categories are open, down to the page, on a first load', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/manual/guides/advanced/deeper`);
    expect(await toggle(page, 'Guides').getAttribute('aria-expanded')).toBe('true');
    expect(await toggle(page, 'Advanced').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.sidebar .sidebar__link--active').textContent()).toBe('Deeper still');
    expect(await toggle(page, 'Getting started').getAttribute('aria-expanded')).toBe('false');
    // Docusaurus marks a category's row only on the category's own page, not on the pages it holds.
    const activeRows = () => page.locator('.sidebar .menu__list-item-collapsible--active').allTextContents();
    expect(await activeRows()).toEqual([]);
    // A category index page opens its own category.
    await gotoHydrated(page, `${site.url}/docs/category/getting-started`);
    expect(await toggle(page, 'Getting started').getAttribute('aria-expanded')).toBe('true');
    expect(await itemsOf(page, 'Getting started')).toEqual(['Install', 'Configure']);
    expect(await activeRows()).toEqual(['Getting started']);
    // Client-side navigation on to a page of the category unmarks it.
    await page.locator('.sidebar a', { hasText: 'Install' }).click();
    await waitForHeading(page, 'Install');
    expect(await activeRows()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps every category as the visitor left it across client-side navigation', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}${INTRO}`);
    await setMarker(page);
    await toggle(page, 'More').click();
    await toggle(page, 'Concepts').click();
    await eventually(() => toggle(page, 'Concepts').getAttribute('aria-expanded')).toBe('false');
    // To a page inside a closed category: it opens there.
    await toggle(page, 'Guides').click();
    await page.locator('.sidebar a', { hasText: 'Beta guide' }).click();
    await waitForHeading(page, 'Beta guide');
    // To a category index page (another page component) and on to a page of that category.
    await category(page, 'Getting started').locator('a.sidebar__category-label').click();
    await waitForHeading(page, 'Getting started');
    expect(await toggle(page, 'Getting started').getAttribute('aria-expanded')).toBe('true');
    await page.locator('.sidebar a', { hasText: 'Configure' }).click();
    await waitForHeading(page, 'Configure');
    // Back to the first page: categories opened on the way stay open; the closed one stays closed.
    await page.locator('.sidebar a', { hasText: 'Introduction' }).click();
    await waitForHeading(page, 'Introduction');
    expect(await readMarker(page)).toBe(1);
    for (const label of ['Getting started', 'Guides', 'More']) expect(await toggle(page, label).getAttribute('aria-expanded'), label).toBe('true');
    expect(await toggle(page, 'Concepts').getAttribute('aria-expanded')).toBe('false');
    expect(await toggle(page, 'Advanced').getAttribute('aria-expanded')).toBe('false');
    // Back and forward restore pages, not category states.
    await page.goBack();
    await waitForHeading(page, 'Configure');
    expect(await toggle(page, 'Concepts').getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('fetches the sidebar file once per visit: on the first page, before it becomes interactive', async () => {
    const { page, errors } = await openPage(browser);
    const sidebarRequests = recordRequests(page, /^\/__data\/sidebar-/);
    const held = await holdRequests(page, /\/__data\/sidebar-/);
    await page.goto(`${site.url}${INTRO}`);
    await held.requested;
    // The server-rendered sidebar is on screen; the page hydrates once the file has arrived.
    expect(await category(page, 'Guides').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    held.release();
    await waitForHydration(page);
    // Client navigation (to a category index page too) reuses the file.
    await toggle(page, 'Guides').click();
    await page.locator('.sidebar a', { hasText: 'Alpha guide' }).click();
    await waitForHeading(page, 'Alpha guide');
    await category(page, 'Getting started').locator('a.sidebar__category-label').click();
    await waitForHeading(page, 'Getting started');
    await page.locator('.sidebar a', { hasText: 'Introduction' }).click();
    await waitForHeading(page, 'Introduction');
    expect(sidebarRequests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('the mobile menu shows the same categories, in the same state', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 860 } });
    await gotoHydrated(page, `${site.url}${INTRO}`);
    await page.locator('button[aria-label="Open the navigation menu"]').click();
    const menu = page.locator('.mobile-menu__sidebar');
    const guides = menu.locator('[role=button][aria-expanded]', { hasText: 'Guides' });
    expect(await guides.getAttribute('aria-expanded')).toBe('false');
    await guides.click();
    await menu.locator('a', { hasText: 'Alpha guide' }).click();
    await waitForHeading(page, 'Alpha guide');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await toggle(page, 'Guides').getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe("a navbar dropdown of links into one sidebar, in docsgen's layout", () => {
  it("marks one link: the page's own, else the first into the page's sidebar; in the phone menu too", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const marked = () => page.locator('nav.navbar .navbar-dropdown__menu a[aria-current="page"]').allTextContents();
    await gotoHydrated(page, `${site.url}/docs/manual/start/install`);
    expect(await marked()).toEqual(['Installing']);
    await gotoHydrated(page, `${site.url}/docs/category/getting-started`);
    expect(await marked()).toEqual(['Setting up']);
    // A page none of them links: the sidebar's section, by its first link.
    await gotoHydrated(page, `${site.url}/docs/manual/guides/alpha`);
    expect(await marked()).toEqual(['Start here']);
    await page.setViewportSize({ width: 400, height: 800 });
    await gotoHydrated(page, `${site.url}/docs/manual/start/install`);
    // (docsgen's layout shows the navbar's items above the page's sidebar: no back button.)
    await page.locator('.navbar__toggle').click();
    const links = page.locator('.mobile-menu__items .navbar-dropdown__menu a');
    await eventually(() => links.count()).toBe(3);
    expect(await page.locator('.mobile-menu__items .navbar-dropdown__menu a[aria-current="page"]').allTextContents()).toEqual(['Installing']);
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('every page is reachable from the first page by following sidebar links', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const expected = [...(await pagesOf(out))].sort();
    const seen = new Set<string>([INTRO]);
    const queue = [INTRO];
    while (queue.length > 0) {
      const current = queue.shift()!;
      await page.goto(`${site.url}${current}`);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      for (const href of await page.locator('.sidebar a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        if (!seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
    }
    expect([...seen].sort()).toEqual(expected);
  });
});

describe('output', () => {
  it('writes one content-hashed file per sidebar; page data names it instead of holding the sidebar', async () => {
    const files = (await readdir(path.join(out, '__data'))).filter((name) => name.startsWith('sidebar-'));
    expect(files).toEqual([expect.stringMatching(/^sidebar-docs-[0-9a-f]{10}\.json$/)]);
    const data = JSON.parse(await readFile(path.join(out, '__data', 'docs', 'manual', 'intro.json'), 'utf8')) as Record<string, unknown>;
    expect(data.sidebar).toBeUndefined();
    expect(data.sidebarUrl).toBe(`/__data/${files[0]}`);
  });

  it('a page’s HTML holds the labels of closed categories, not their items', async () => {
    const html = await readFile(path.join(out, 'docs', 'manual', 'intro.html'), 'utf8');
    const sidebar = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    expect(sidebar).toContain('Getting started');
    expect(sidebar).toContain('Guides');
    expect(sidebar).not.toContain('/docs/manual/start/install');
    expect(sidebar).not.toContain('Alpha guide');
    expect(sidebar).toContain('Data model');
  });
});

/** Routes of every page built into `dir` (doc pages and category index pages). */
async function pagesOf(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(dir, 'docs'), { recursive: true });
  return entries.filter((name) => name.endsWith('.html')).map((name) => `/docs/${name.slice(0, -'.html'.length).split(path.sep).join('/')}`);
}
