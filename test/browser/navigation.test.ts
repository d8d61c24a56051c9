import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowserAndSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, holdRequests, readMarker, recordRequests, setMarker, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndSite((b, s) => {
  browser = b;
  site = s;
});

const SITE_TITLE = 'React Native document picker & viewer';

/** Adds a visible link to the page, outside the React tree (the router handles clicks on the whole document). */
async function injectLink(page: Page, href: string, attributes: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ([to, attrs]) => {
      const a = document.createElement('a');
      a.id = 'injected-link';
      a.href = to;
      a.textContent = 'Injected link';
      for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
      a.style.cssText = 'position:fixed;right:20px;bottom:20px;z-index:10000;background:#fff;padding:8px';
      document.body.appendChild(a);
    },
    [href, attributes] as const,
  );
}

/**
 * Records, on `window`, whether the router took over each click: a window listener runs after the
 * router's document listener, sees `defaultPrevented`, then cancels the browser's own action.
 */
async function probeClicks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { __prevented?: boolean[] };
    w.__prevented = [];
    window.addEventListener('click', (event) => {
      w.__prevented!.push(event.defaultPrevented);
      event.preventDefault();
    });
    window.addEventListener('auxclick', (event) => event.preventDefault());
  });
}

describe('client-side navigation', () => {
  it('follows an internal link without a page load, updating URL, title and focus', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    expect(await page.title()).toBe(`Installation | ${SITE_TITLE}`);
    await setMarker(page);
    await page.locator('.pagination__link--next').click();
    await waitForHeading(page, 'Introduction');
    expect(new URL(page.url()).pathname).toBe('/docs/sponsor-only/intro');
    expect(await readMarker(page)).toBe(1);
    expect(await page.title()).toBe(`Introduction | ${SITE_TITLE}`);
    await eventually(() => page.evaluate(() => document.activeElement?.matches('main h1') && document.activeElement.textContent)).toBe('Introduction');
    // The sidebar follows the new page.
    expect(await page.locator('.sidebar .sidebar__link--active').textContent()).toBe('Introduction');
  });

  it('goes back with the back button and restores the scroll position', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // A click event straight on the sticky sidebar's link: a pointer click may first scroll the page
    // to bring the link clear of the sliding navbar, which would change the position to restore.
    await page.locator('.sidebar a', { hasText: 'Introduction' }).dispatchEvent('click');
    await waitForHeading(page, 'Introduction');
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await waitForHeading(page, 'Installation');
    expect(new URL(page.url()).pathname).toBe('/docs/install');
    expect(await page.title()).toBe(`Installation | ${SITE_TITLE}`);
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(1200);
    expect(await readMarker(page)).toBe(1);
    // Forward again: the other page, from its top.
    await page.goForward();
    await waitForHeading(page, 'Introduction');
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await readMarker(page)).toBe(1);
  });

  it('scrolls to the heading of an #anchor link, on the same page and on another one', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    const headingTop = (id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
    // Just below the sticky navbar (the headings' scroll margin).
    const inView = (top: number) => top >= 0 && top < 150;

    await page.locator('.markdown p a[href="#setting-up"]').click();
    await page.waitForFunction(() => location.hash === '#setting-up');
    await eventually(() => headingTop('setting-up').then(inView)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await readMarker(page)).toBe(1);

    await page.locator('.markdown a[href="/docs/doc-picker-api#pick"]').first().click();
    await waitForHeading(page, 'document-picker API');
    expect(new URL(page.url()).hash).toBe('#pick');
    await eventually(() => headingTop('pick').then(inView)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await readMarker(page)).toBe(1);
  });

  it('leaves modifier clicks and middle clicks to the browser', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await probeClicks(page);
    const link = page.locator('.pagination__link--next');
    // Control: a plain click is taken over by the router.
    await link.click();
    await waitForHeading(page, 'Introduction');
    await page.goBack();
    await waitForHeading(page, 'Installation');
    for (const modifier of ['Control', 'Shift', 'Alt', 'Meta'] as const) await link.click({ modifiers: [modifier] });
    await link.click({ button: 'middle' });
    // Middle clicks fire auxclick, not click: only the five left clicks are recorded.
    expect(await page.evaluate(() => (window as Window & { __prevented?: boolean[] }).__prevented)).toEqual([true, false, false, false, false]);
    expect(new URL(page.url()).pathname).toBe('/docs/install');
    expect(await page.locator('main h1').textContent()).toBe('Installation');
  });

  it('opens a modifier click in a new tab and leaves the page as it is', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.locator('.pagination__link--next').click({ modifiers: ['Control'] })]);
    await tab.waitForURL(`${site.url}/docs/sponsor-only/intro`);
    expect(new URL(page.url()).pathname).toBe('/docs/install');
    expect(await readMarker(page)).toBe(1);
  });

  it('does not intercept target=_blank links, internal or external', async () => {
    const { page } = await openPage(browser);
    await page.context().route('https://github.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitHub stand-in</title>' }));
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);

    const [github] = await Promise.all([page.waitForEvent('popup'), page.locator('.navbar__items--right a', { hasText: 'GitHub' }).click()]);
    await github.waitForURL('https://github.com/react-native-documents/document-picker');

    await injectLink(page, '/docs/doc-viewer-api', { target: '_blank' });
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.locator('#injected-link').click()]);
    await tab.waitForURL(`${site.url}/docs/doc-viewer-api`);

    expect(new URL(page.url()).pathname).toBe('/docs/install');
    expect(await page.locator('main h1').textContent()).toBe('Installation');
    expect(await readMarker(page)).toBe(1);
  });

  it('lets the browser load an external link without target', async () => {
    const { page } = await openPage(browser);
    await page.context().route('https://example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External</title><h1>External page</h1>' }));
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    await injectLink(page, 'https://example.org/elsewhere');
    await Promise.all([page.waitForURL('https://example.org/elsewhere'), page.locator('#injected-link').click()]);
    expect(await page.locator('h1').textContent()).toBe('External page');
    expect(await readMarker(page)).toBeUndefined();
  });

  it('normalises links to .html, /index.html and trailing-slash paths on client navigation', async () => {
    const { page } = await openPage(browser);
    const data = recordRequests(page, /^\/__data\//);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    for (const href of ['/docs/sponsor-only/intro.html', '/docs/sponsor-only/intro/index.html', '/docs/sponsor-only/intro/']) {
      await page.evaluate(() => document.getElementById('injected-link')?.remove());
      await injectLink(page, href);
      await page.locator('#injected-link').click();
      await waitForHeading(page, 'Introduction');
      expect({ href, path: new URL(page.url()).pathname }).toEqual({ href, path: '/docs/sponsor-only/intro' });
      await page.locator('.sidebar a', { hasText: 'Installation' }).click();
      await waitForHeading(page, 'Installation');
    }
    expect(await readMarker(page)).toBe(1);
    // One request, for the normalised path (prefetches and navigations share it).
    expect(data.filter((p) => p.includes('/intro'))).toEqual(['/__data/docs/sponsor-only/intro.json']);
  });
});

describe('route-change progress bar', () => {
  /** Records when `.progress--visible` first appears, relative to the first click. */
  async function watchProgress(page: Page): Promise<void> {
    await page.evaluate(() => {
      const w = window as Window & { __clickAt?: number; __progressAt?: number };
      window.addEventListener('click', () => (w.__clickAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector('.progress--visible')) w.__progressAt ??= performance.now();
      }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
    });
  }
  const timings = (page: Page) => page.evaluate(() => ({ click: (window as Window & { __clickAt?: number }).__clickAt, progress: (window as Window & { __progressAt?: number }).__progressAt }));

  it('does not show on a fast navigation', async () => {
    const { page } = await openPage(browser);
    const dataDone = page.waitForResponse((r) => r.url().endsWith('/__data/docs/sponsor-only/intro.json'));
    await gotoHydrated(page, `${site.url}/docs/install`);
    const link = page.locator('.pagination__link--next');
    await link.hover();
    // Prefetched and read: the navigation will not wait for the network.
    await (await dataDone).finished();
    await watchProgress(page);
    await link.click();
    await waitForHeading(page, 'Introduction');
    const { click, progress } = await timings(page);
    expect(click).toBeDefined();
    expect(progress).toBeUndefined();
    expect(await page.locator('.progress').getAttribute('class')).toBe('progress');
  });

  it('shows after 200 ms while the page data is held, and hides when it arrives', async () => {
    const { page } = await openPage(browser);
    const held = await holdRequests(page, '**/__data/docs/sponsor-only/intro.json');
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    await watchProgress(page);
    await page.locator('.pagination__link--next').click();
    await held.requested;
    await page.locator('.progress--visible').waitFor({ state: 'attached' });
    const { click, progress } = await timings(page);
    expect(progress! - click!).toBeGreaterThanOrEqual(195);
    // Still the old page while the data is on its way.
    expect(await page.locator('main h1').textContent()).toBe('Installation');
    held.release();
    await waitForHeading(page, 'Introduction');
    await page.locator('.progress--visible').waitFor({ state: 'detached' });
    expect(await readMarker(page)).toBe(1);
  });
});

describe('failures and unknown routes', () => {
  it('falls back to a full page load when the page data cannot be fetched', async () => {
    const { page } = await openPage(browser);
    await page.route('**/__data/docs/sponsor-only/intro.json', (route) => route.abort());
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    await Promise.all([page.waitForEvent('load'), page.locator('.pagination__link--next').click()]);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/docs/sponsor-only/intro');
    expect(await page.locator('main h1').textContent()).toBe('Introduction');
    expect(await readMarker(page)).toBeUndefined();
  });

  it('renders the not-found page for an unknown route reached client-side', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    await setMarker(page);
    await injectLink(page, '/docs/no-such-page');
    await page.locator('#injected-link').click();
    await waitForHeading(page, 'Page Not Found');
    expect(new URL(page.url()).pathname).toBe('/docs/no-such-page');
    expect(await page.title()).toBe(`Page Not Found | ${SITE_TITLE}`);
    expect(await readMarker(page)).toBe(1);
  });
});

describe('prefetching', () => {
  const TARGET = '/docs/sponsor-only/picker/virtual-files';

  it('requests the page data of a hovered link, and of the links in view', async () => {
    const { page } = await openPage(browser);
    const data = recordRequests(page, /^\/__data\//);
    await gotoHydrated(page, `${site.url}/`);
    // The navbar and the call to action are in view on the landing page.
    await eventually(() => data).toContain('/__data/docs/install.json');
    expect(data).not.toContain(`/__data${TARGET}.json`);
    await injectLink(page, TARGET);
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith(`/__data${TARGET}.json`)), page.locator('#injected-link').hover()]);
    expect(request.method()).toBe('GET');
    // The page kind's chunk is preloaded too.
    await page.locator('link[rel="modulepreload"][href*="/assets/page-doc-"]').waitFor({ state: 'attached' });
  });

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2G', { saveData: false, effectiveType: '2g' }],
    ['slow 2G', { saveData: false, effectiveType: 'slow-2g' }],
  ])('makes no prefetch request on a %s connection', async (_, connection) => {
    const { page } = await openPage(browser);
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
    }, connection);
    const data = recordRequests(page, /^\/__data\//);
    await gotoHydrated(page, `${site.url}/`);
    await injectLink(page, TARGET);
    await page.locator('#injected-link').hover();
    await page.locator('.navbar__link', { hasText: 'Picker API' }).hover();
    // The only data requests are the navigation's own, when the link is followed: the page's data,
    // then its sidebar's file (the landing page has no sidebar).
    await page.locator('#injected-link').click();
    await waitForHeading(page, 'Virtual files');
    expect(data).toEqual([`/__data${TARGET}.json`, expect.stringMatching(/^\/__data\/sidebar-guides-[0-9a-f]{10}\.json$/)]);
  });
});

describe('every route', () => {
  it('hydrates without console errors or hydration warnings', async () => {
    const sitemap = await readFile(path.join(inject('siteDir'), 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(routes).toEqual(expect.arrayContaining(['/', '/docs/install', '/docs/category/document-picker', '/docs/doc-picker-api', '/docs/doc-viewer-api', '/docs/sponsor-only/picker/integrating-on-android']));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const { page, errors } = await openPage(browser);
    for (const route of [...routes, '/no-such-page']) {
      const before = errors.length;
      await gotoHydrated(page, `${site.url}${route}`);
      // Search loads when the page is idle: wait for it, so its errors would be caught too.
      await eventually(() => page.locator('.search__input').getAttribute('placeholder')).toBe('Search Ctrl+K');
      const expected = route === '/no-such-page' ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
      expect({ route, errors: errors.slice(before) }).toEqual({ route, errors: expected });
    }
  });
});

describe('in-place refresh (serve --watch)', () => {
  it('applies only the latest of two overlapping refreshes, even when the older answer comes last', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/install`);
    let calls = 0;
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    await page.route('**/__data/docs/install.json', async (route) => {
      calls++;
      if (calls > 1) return route.continue();
      // The first refresh's page data: held back, and marked so a late arrival would show.
      try {
        const response = await route.fetch();
        const data = (await response.json()) as { title: string };
        await firstHeld;
        await route.fulfill({ response, json: { ...data, title: 'Stale title' } });
      } catch {
        // The page closed while its request was held (the test failed or ended): nothing to answer.
      }
    });
    type Dev = Window & { __docsgenDev: { refresh(): Promise<void> }; __first?: Promise<void> };
    await page.evaluate(() => {
      const w = window as unknown as Dev;
      w.__first = w.__docsgenDev.refresh();
    });
    await eventually(() => calls).toBe(1);
    await page.evaluate(() => (window as unknown as Dev).__docsgenDev.refresh());
    releaseFirst();
    await page.evaluate(() => (window as unknown as Dev).__first);
    expect(calls).toBe(2);
    expect(await page.title()).toBe(`Installation | ${SITE_TITLE}`);
  });
});
