import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, readMarker, setMarker } from '../helpers/pageSteps.js';

/**
 * The Docusaurus-layout fixture of <Head>, MDXComponents and swizzles (a copy, built in place) in
 * Chromium: the document's head as the visitor's browser holds it, on load and after client-side
 * navigation (the last page's Head tags go, the next page's own title and description come back).
 */
const fixture = 'test/fixtures/sites/docusaurus-theme';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-theme-browser-', (b, s) => ([browser, site] = [b, s]));

/** What the visitor's document head says. */
const headState = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? null,
    ldJson: document.querySelector('script[type="application/ld+json"]')?.textContent ?? null,
    preconnect: document.querySelectorAll('link[rel="preconnect"][href="https://tiles.example"]').length,
    htmlClass: document.documentElement.classList.contains('flags-page'),
  }));

const flagsHead = {
  title: 'Flag signals at the station',
  titles: 1,
  descriptions: ['Which flag means what, from the Head.'],
  keywords: 'flags, semaphore',
  ldJson: '{"@context":"https://schema.org","@type":"Article"}',
  preconnect: 1,
  htmlClass: true,
};
const introHead = { title: 'Introduction | Signal Station', titles: 1, descriptions: ['How the station talks to ships.'], keywords: null, ldJson: null, preconnect: 0, htmlClass: false };

describe('useThemeConfig() in a swizzle, in the browser', () => {
  it("the Navbar/Content wrapper hydrates with the site's themeConfig (the same as its build) and its button reads it on a click", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    const button = page.locator('.station-config');
    expect(await button.getAttribute('data-items')).toBe('1');
    await button.click();
    await eventually(() => button.textContent()).toBe('Signal Station: img/flag.svg');
    expect(errors).toEqual([]);
  });
});

describe('<Head> in the browser', () => {
  it("a page loaded directly shows its Head's title and tags once, after hydration too", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/flags`);
    expect(await headState(page)).toEqual(flagsHead);
    expect(errors).toEqual([]);
  });

  it("client navigation puts the next page's Head tags in and takes the last page's out, both ways", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    expect(await headState(page)).toEqual(introHead);
    await setMarker(page);
    await page.locator('main .markdown a', { hasText: 'flags' }).click();
    await page.waitForURL(`${site.url}/docs/flags`);
    await eventually(() => headState(page)).toEqual(flagsHead);
    await page.locator('main .markdown a', { hasText: 'the introduction' }).click();
    await page.waitForURL(`${site.url}/docs/intro`);
    await eventually(() => headState(page)).toEqual(introHead);
    await page.goBack();
    await eventually(() => headState(page)).toEqual(flagsHead);
    // No page load on the way: the same document all along.
    expect(await readMarker(page)).toBeDefined();
    expect(errors).toEqual([]);
  });
});

/**
 * The tags that say what the page is (title, description, canonical link, Open Graph and Twitter
 * meta), in a stable order: the same page must read the same whether loaded or navigated to.
 */
const seoState = (page: Page) =>
  page.evaluate(() => {
    const meta = [...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"], meta[name="description"], meta[name="robots"]')];
    return {
      title: document.title,
      titles: document.querySelectorAll('title').length,
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      meta: meta.map((m) => `${m.getAttribute('property') ?? m.getAttribute('name')}=${m.getAttribute('content')}`).sort(),
    };
  });

describe('the page head after client navigation', () => {
  it('title, description, canonical link and og:/twitter: meta are those of a direct load, going forward and Back', async () => {
    const direct: Record<string, Awaited<ReturnType<typeof seoState>>> = {};
    // Each a page load of its own; one page for the whole test (a page opened anew costs a page process).
    const { page, errors } = await openPage(browser);
    for (const path of ['/station', '/docs/intro', '/docs/flags']) {
      await gotoHydrated(page, `${site.url}${path}`);
      direct[path] = await seoState(page);
    }
    // Each page's own: the station's Head canonical link, the flags page's Head og:image over the site's.
    expect(direct['/station']!.canonical).toEqual(['https://signals.example/the-station']);
    expect(direct['/docs/intro']!.canonical).toEqual(['https://signals.example/docs/intro']);
    expect(direct['/docs/intro']!.meta).toContain('og:url=https://signals.example/docs/intro');
    expect(direct['/docs/intro']!.meta).toContain('og:image=https://signals.example/img/flag.svg');
    expect(direct['/docs/flags']!.meta).toContain('og:image=https://signals.example/img/flags.png');
    expect(direct['/docs/flags']!.meta).not.toContain('og:image=https://signals.example/img/flag.svg');

    await gotoHydrated(page, `${site.url}/station`);
    await setMarker(page);
    await page.locator('nav a', { hasText: 'Docs' }).first().click();
    await page.waitForURL(`${site.url}/docs/intro`);
    await eventually(() => seoState(page)).toEqual(direct['/docs/intro']);
    await page.locator('main .markdown a', { hasText: 'flags' }).click();
    await page.waitForURL(`${site.url}/docs/flags`);
    await eventually(() => seoState(page)).toEqual(direct['/docs/flags']);
    await page.locator('main .markdown a', { hasText: 'the introduction' }).click();
    await page.waitForURL(`${site.url}/docs/intro`);
    await eventually(() => seoState(page)).toEqual(direct['/docs/intro']);
    for (const path of ['/docs/flags', '/docs/intro', '/station']) {
      await page.goBack();
      await page.waitForURL(`${site.url}${path}`);
      await eventually(() => seoState(page)).toEqual(direct[path]);
    }
    expect(await readMarker(page)).toBeDefined();
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('a swizzled Footer wrapper in the browser', () => {
  it('is on the page after hydration (no mismatch) and after client navigation', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    const notice = page.locator('p.station-notice');
    expect(await notice.textContent()).toBe('Storm warnings are flown from the east mast.');
    await page.locator('main .markdown a', { hasText: 'flags' }).click();
    await page.waitForURL(`${site.url}/docs/flags`);
    await page.locator('main h1', { hasText: 'Flags' }).waitFor();
    expect(await notice.count()).toBe(1);
    // The DocItem/Footer wrapper: under the doc's body, once, after hydration and navigation.
    expect(await page.locator('main p', { hasText: 'Questions? Ask the harbour master.' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("a site's own LastUpdated in the browser", () => {
  it('is the doc footer\'s last update after hydration (no mismatch) and after client navigation to the doc', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    const updated = page.locator('main .station-updated');
    expect(await updated.textContent()).toBe('Logged 2024-03-05 by the harbour master');
    await page.locator('main .markdown a', { hasText: 'flags' }).click();
    await page.waitForURL(`${site.url}/docs/flags`);
    await page.locator('main h1', { hasText: 'Flags' }).waitFor();
    await page.locator('main .markdown a', { hasText: 'the introduction' }).click();
    await page.waitForURL(`${site.url}/docs/intro`);
    await eventually(() => updated.textContent()).toBe('Logged 2024-03-05 by the harbour master');
    expect(await page.locator('.theme-last-updated').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("a site's own NotFound/Content in the browser", () => {
  it('shows on a missing page with its CSS module, and its useLocation gives the address the visitor asked for', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/semaphore-lamps`);
    const heading = page.locator('main h1');
    await eventually(() => heading.textContent()).toBe('No signal at /docs/semaphore-lamps');
    expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(200, 30, 30)');
    expect(await page.locator('text=Hoist the flag for help').count()).toBe(1);
    // Its Infima classes (as typescript-eslint's 404 has them) are styled as in Docusaurus, and its <main> is the page's only one.
    expect(await page.locator('main').count()).toBe(1);
    const layout = await page.evaluate(() => {
      const container = getComputedStyle(document.querySelector('main.container')!);
      const column = document.querySelector('.col--offset-3')!.getBoundingClientRect();
      return { maxWidth: container.maxWidth, marginTop: container.marginTop, row: getComputedStyle(document.querySelector('.row')!).display, column: [Math.round(column.width), Math.round(column.left)] };
    });
    // 1280px, as Docusaurus's own 404 measures: the 1140px container 5rem below the navbar, a half-width column after a quarter.
    expect(layout).toEqual({ maxWidth: '1140px', marginTop: '80px', row: 'flex', column: [570, 355] });
    // The address is the browser's, after hydration: no mismatch (the 404.html status is the only console error).
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});

describe('@docusaurus/router in a page component and in a swizzle of the frame', () => {
  it("a page's useHistory().push changes the location the frame's useLocation reads, as one router", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/mast`);
    // The page is an island: a click before it hydrates has no handler to reach (seen on a loaded machine).
    await page.locator('[data-island-state="hydrated"] button.fly-flag').click();
    await page.waitForURL(`${site.url}/mast?flag=storm`);
    // The page's own hooks (the island bundle's router)…
    await eventually(() => page.locator('.mast-search').textContent()).toBe('?flag=storm');
    await eventually(() => page.locator('.mast-heard').textContent()).toBe('?flag=storm');
    // …and the footer's (a swizzle, in the main bundle), told of the same move.
    await eventually(() => page.locator('.station-query').textContent()).toBe('?flag=storm');
    await page.goBack();
    await eventually(() => page.locator('.station-query').textContent()).toBe('');
    await eventually(() => page.locator('.mast-search').textContent()).toBe('');
    expect(errors).toEqual([]);
  });
});
