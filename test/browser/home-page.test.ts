import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, readMarker, setMarker, waitForHeading } from '../helpers/pageSteps.js';

/** A site whose `/` is content/index.md (test/fixtures/sites/home-page). */
let browser: Browser;
let site: SiteServer;

useBrowserAndBuiltSite({ config: 'test/fixtures/sites/home-page/site.config.ts', strict: true }, (b, s) => {
  browser = b;
  site = s;
});

describe('content/index.md at /', () => {
  it('shows its title and body without the docs sidebar', async () => {
    const { page, errors } = await openPage(browser);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await gotoHydrated(page, `${site.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('main h1').allTextContents()).toEqual(['Welcome to the lighthouse']);
    await expect.poll(() => page.locator('main .markdown h2').textContent()).toContain('Why lamps');
    expect(await page.locator('.sidebar').count()).toBe(0);
    // The fixture has no favicon; nothing else may be missing.
    expect(missing.filter((file) => file !== '/favicon.ico')).toEqual([]);
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('client navigation goes from / to a doc and back to / without a page load', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/`);
    await setMarker(page);
    await page.locator('main .markdown a', { hasText: 'first steps' }).click();
    await waitForHeading(page, 'First steps');
    expect(new URL(page.url()).pathname).toBe('/docs/first-steps');
    expect(await page.locator('.sidebar').count()).toBe(1);
    await page.locator('main .markdown a', { hasText: 'home page' }).click();
    await waitForHeading(page, 'Welcome to the lighthouse');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('main .markdown').textContent()).toContain('Every lamp is trimmed at dusk.');
    expect(await page.locator('.sidebar').count()).toBe(0);
    expect(await page.title()).toBe('Welcome to the lighthouse | Home page site');
    expect(await readMarker(page)).toBe(1);
    await page.goBack();
    await waitForHeading(page, 'First steps');
    expect(await readMarker(page)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('content/index.md on a phone', () => {
  /** The page title's and first section heading's size, the title's left edge, and any sideways overflow. */
  const measure = (page: import('playwright-core').Page) =>
    page.evaluate(() => {
      const title = document.querySelector('main h1')!;
      const h2 = document.querySelector('main .markdown h2');
      return {
        title: getComputedStyle(title).fontSize,
        h2: h2 ? getComputedStyle(h2).fontSize : undefined,
        left: Math.round(title.getBoundingClientRect().left),
        overflow: document.documentElement.scrollWidth > window.innerWidth,
      };
    });

  for (const scheme of ['light', 'dark'] as const) {
    it(`titles the page like a doc page at 400 px and at 1280 px (${scheme})`, async () => {
      // One page for both widths, each page loaded at its width (a page opened anew costs a page process).
      const { page } = await openPage(browser, { viewport: { width: 400, height: 800 }, colorScheme: scheme });
      for (const width of [400, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${site.url}/`);
        const home = await measure(page);
        await page.goto(`${site.url}/docs/first-steps`);
        const doc = await measure(page);
        expect(home.title).toBe(doc.title);
        expect(home.overflow).toBe(false);
        expect(parseFloat(home.title)).toBeGreaterThan(parseFloat(home.h2!));
        // On a phone the home page keeps the docs' side margins.
        if (width === 400) expect(home.left).toBe(doc.left);
      }
    });
  }
});
