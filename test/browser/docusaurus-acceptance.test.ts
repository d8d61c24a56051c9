import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, serveSite, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';
import { buildDocusaurusCopy } from '../helpers/siteCopy.js';

/**
 * The Docusaurus-layout acceptance fixture of issue #26 (a copy, built in place) in Chromium:
 * BrowserOnly and the client API after hydration, and the "Edit this page" links: its docs'
 * editUrl is a string, its blog's a function, its second docs instance (recipes) a function, which
 * runs in the main thread while pages render in the page workers. A second build of it swaps the
 * forms: the docs' a function, the blog's a string.
 */
const fixture = 'test/fixtures/sites/docusaurus-acceptance';
let browser: Browser;
let site: SiteServer;
let swapped: SiteServer;
let swappedRoot: string | undefined;

// The second copy builds while the first one builds and Chromium starts (the helper's beforeAll runs
// between these two hooks); it is awaited before the tests.
let swappedReady: Promise<SiteServer>;
beforeAll(() => {
  swappedReady = buildDocusaurusCopy(fixture, 'docsgen-acceptance-browser-', {
    prepare: async (root) => {
      const file = path.join(root, 'docusaurus.config.js');
      const config = await readFile(file, 'utf8');
      const docs = "editUrl: 'https://git.example/harbour/edit/main/',";
      const blog = 'editUrl: ({ blogPath }) => `https://git.example/harbour/blog-edit/${blogPath}`,';
      if (!config.includes(docs) || !config.includes(blog)) throw new Error('the fixture config changed: update this test');
      await writeFile(file, config.replace(docs, 'editUrl: ({ versionDocsDirPath, docPath, permalink }) => `https://git.example/fn/${versionDocsDirPath}/${docPath}?at=${permalink}`,').replace(blog, "editUrl: 'https://git.example/harbour/blog-string/',"));
    },
  }).then((copy) => {
    swappedRoot = copy.root;
    return serveSite(copy.out);
  });
  // Awaited below; a failure meanwhile is not an unhandled rejection.
  swappedReady.catch(() => undefined);
});
useBrowserAndCopiedSite(fixture, 'docsgen-acceptance-browser-', (b, s) => ([browser, site] = [b, s]));
beforeAll(async () => {
  swapped = await swappedReady;
}, 180_000);
afterAll(async () => {
  await swapped?.close();
  if (swappedRoot) await rm(swappedRoot, { recursive: true, force: true });
});

const docEdit = (page: Page) => page.locator('main a.doc__edit');
const postEdit = (page: Page) => page.locator('main a.blog-post__edit');

describe('edit links in the browser', () => {
  it('docs editUrl as a string: the base and the file from the site folder; custom_edit_url wins; null hides the link, also after client-side navigation', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    expect(await docEdit(page).getAttribute('href')).toBe('https://git.example/harbour/edit/main/docs/intro.md');
    await page.locator('main .markdown a', { hasText: 'wicks' }).click();
    await page.waitForURL(`${site.url}/docs/lamp-room/wicks`);
    await eventually(() => docEdit(page).getAttribute('href')).toBe('https://wiki.example/harbour/wicks');
    await page.locator('main .markdown a', { hasText: 'no edit' }).click();
    await page.waitForURL(`${site.url}/docs/no-edit`);
    await page.locator('main h1', { hasText: 'Fuel store' }).waitFor();
    expect(await docEdit(page).count()).toBe(0);
    // Loaded directly, the same.
    await gotoHydrated(page, `${site.url}/docs/no-edit`);
    expect(await page.locator('a.doc__edit, a.blog-post__edit').count()).toBe(0);
    await gotoHydrated(page, `${site.url}/docs/lamp-room/wicks`);
    expect(await docEdit(page).getAttribute('href')).toBe('https://wiki.example/harbour/wicks');
    expect(errors).toEqual([]);
  });

  it("another docs instance's editUrl function (made in the main thread, pages rendered in workers), on load and after navigating there", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/recipes/chowder`);
    expect(await docEdit(page).getAttribute('href')).toBe('https://git.example/harbour/recipes/current/chowder.md');
    await gotoHydrated(page, `${site.url}/docs/intro`);
    await page.locator('main .markdown a', { hasText: 'the chowder' }).click();
    await page.waitForURL(`${site.url}/recipes/chowder`);
    await eventually(() => docEdit(page).getAttribute('href')).toBe('https://git.example/harbour/recipes/current/chowder.md');
    expect(errors).toEqual([]);
  });

  it("the blog's editUrl function gets the post's path in the blog folder; a post's custom_edit_url wins", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/blog/2026/02/01/first-light`);
    expect(await postEdit(page).getAttribute('href')).toBe('https://git.example/harbour/blog-edit/2026-02-01-first-light.md');
    await gotoHydrated(page, `${site.url}/blog/2026/03/01/storm`);
    expect(await postEdit(page).getAttribute('href')).toBe('https://wiki.example/harbour/storm-log');
    expect(errors).toEqual([]);
  });

  it("a post's edit link looks like a doc's (the same icon, weight and size), as Docusaurus's one EditThisPage", async () => {
    const { page } = await openPage(browser);
    const look = (link: ReturnType<typeof docEdit>) =>
      link.evaluate((a) => {
        const style = getComputedStyle(a);
        const svg = a.querySelector('svg.edit-this-page__icon');
        const icon = svg ? svg.getBoundingClientRect() : undefined;
        return {
          glyph: getComputedStyle(a, '::before').content,
          icon: icon ? `${Math.round(icon.width)}x${Math.round(icon.height)}` : 'none',
          weight: style.fontWeight,
          size: style.fontSize,
          // The icon and words in one flex row; whether the row is inline (a post's footer is a block)
          // or blockified (a doc's footer is a flex row) is the container's business.
          display: style.display.replace(/^inline-/, ''),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        };
      });
    await gotoHydrated(page, `${site.url}/docs/intro`);
    const doc = await look(docEdit(page));
    // Docusaurus's layout: its 20 px pencil icon, not docsgen's ✎ glyph.
    expect(doc).toMatchObject({ glyph: 'none', icon: '20x20', display: 'flex' });
    await gotoHydrated(page, `${site.url}/blog/2026/02/01/first-light`);
    expect(await look(postEdit(page))).toEqual(doc);
  });

  it('swapped: the docs editUrl as a function of the page, the blog editUrl as a string (the post from the site folder)', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${swapped.url}/docs/lamp-room/wicks`);
    expect(await docEdit(page).getAttribute('href')).toBe('https://wiki.example/harbour/wicks');
    await gotoHydrated(page, `${swapped.url}/docs/intro`);
    expect(await docEdit(page).getAttribute('href')).toBe('https://git.example/fn/docs/intro.md?at=/docs/intro');
    await page.locator('main .markdown a', { hasText: 'fuel store' }).click();
    await page.waitForURL(`${swapped.url}/docs/no-edit`);
    await page.locator('main h1', { hasText: 'Fuel store' }).waitFor();
    expect(await docEdit(page).count()).toBe(0);
    await gotoHydrated(page, `${swapped.url}/blog/2026/02/01/first-light`);
    expect(await postEdit(page).getAttribute('href')).toBe('https://git.example/harbour/blog-string/blog/2026-02-01-first-light.md');
    expect(errors).toEqual([]);
  });
});

describe('<BrowserOnly> inside JavaScript in an MDX page', () => {
  it('the build writes each fallback; the browser runs the children instead (an expression, a map over a list, exported components with props and children)', async () => {
    const { page, errors } = await openPage(browser);
    const built = await (await page.request.get(`${site.url}/docs/browser-only`)).text();
    expect(built).toContain('<p id="tide-fallback">Reading the tide…</p>');
    expect(built.match(/<span class="map-fallback">…<\/span>/g)).toHaveLength(2);
    expect(built).toContain('<span class="lamp-fallback">East lamp: checking…</span>');
    expect(built).toContain('<p class="wind-fallback">Wind: waiting…</p>');
    for (const rendered of ['tide-reading', 'map-lamp', 'lamp-report', 'wind-panel']) expect(built).not.toContain(rendered);
    await gotoHydrated(page, `${site.url}/docs/browser-only`);
    // `{tide && <BrowserOnly>…}`: the page's own declaration and import (Link) are the children's.
    await eventually(() => page.locator('#tide-reading').textContent()).toBe('The spring tide at the window intro');
    expect(await page.locator('#tide-reading a').getAttribute('href')).toBe('/docs/intro');
    // Inside `lamps.map((lamp) => …)`: each element gets its own `lamp`.
    await eventually(() => page.locator('.map-lamp').allTextContents()).toEqual(['NORTH by browser', 'SOUTH by browser']);
    // Inside an exported component: its props reach the children.
    await eventually(() => page.locator('.lamp-report').textContent()).toBe('East lamp seen from /docs/browser-only');
    // A component's children (Markdown written between its tags) reach the children function too.
    await eventually(() => page.locator('.wind-panel').textContent()).toBe('Force sixThe wind backs north-west by dawn.');
    expect(await page.locator('.wind-panel h4').textContent()).toBe('Force six');
    expect(await page.locator('.wind-panel strong').textContent()).toBe('north-west');
    expect(await page.locator('#tide-fallback, .map-fallback, .lamp-fallback, .wind-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the client API in the browser', () => {
  it('after hydration useIsBrowser and ExecutionEnvironment say so, BrowserOnly renders its children, and useColorMode and ThemedImage follow the toggle', async () => {
    const { page, errors } = await openPage(browser, { colorScheme: 'light' });
    await gotoHydrated(page, `${site.url}/docs/client-api`);
    await eventually(() => page.locator('#fact-browser').textContent()).toBe('true');
    expect(await page.locator('#fact-dom').textContent()).toBe('true');
    expect(await page.locator('#fact-path').textContent()).toBe('/docs/client-api');
    await eventually(() => page.locator('#client-api-browser').textContent()).toBe('Charted in /docs/client-api');
    const shown = () => page.locator('img.harbour-chart:visible').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await eventually(shown).toEqual(['/img/chart-light.svg']);
    expect(await page.locator('#fact-mode').textContent()).toBe('light');
    await page.locator('nav.navbar .color-mode-toggle').click();
    await eventually(() => page.locator('#fact-mode').textContent()).toBe('dark');
    await eventually(shown).toEqual(['/img/chart-dark.svg']);
    expect(errors).toEqual([]);
  });
});
