import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeTestContexts, launchChromium, openPage, serveSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, readMarker, setMarker, waitForHeading } from '../helpers/pageSteps.js';
import { buildFixtureCopy } from '../helpers/siteCopy.js';

let browser: Browser;
let site: SiteServer;
let crashSite: SiteServer;
let tempDir: string;

beforeAll(async () => {
  // The crash theme: the real templates, with a DocPage that throws in the browser while window.__crash is set. A copy is built (the fixture stays as it is).
  const copy = await buildFixtureCopy({ config: 'test/fixtures/browser-crash-site/site.config.ts' }, 'docsgen-crash-site-');
  tempDir = copy.dir;
  const out = copy.out;
  [browser, site, crashSite] = await Promise.all([launchChromium(), serveSite(), serveSite(out)]);
});

// The contexts the tests opened; openPage's kept pages are reset for the next test instead.
afterEach(() => closeTestContexts(browser));

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await crashSite?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const setCrash = (page: Page, crash: boolean) =>
  page.evaluate((value) => {
    (window as Window & { __crash?: boolean }).__crash = value;
  }, crash);

describe('render errors', () => {
  it("shows 'This page crashed.' in the page frame, and 'Try again' renders the page once the cause is gone", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${crashSite.url}/docs/first`);
    await setMarker(page);
    await setCrash(page, true);
    await page.locator('.markdown a', { hasText: 'second page' }).click();
    const crash = page.locator('main [role="alert"]');
    await crash.locator('h1', { hasText: 'This page crashed.' }).waitFor();
    expect(await crash.textContent()).toContain('Test crash while rendering /docs/second');
    expect(new URL(page.url()).pathname).toBe('/docs/second');
    // Only the page crashed: the navbar and the footer are still there, and nothing reloaded.
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
    expect(await page.locator('footer.footer').isVisible()).toBe(true);
    expect(await readMarker(page)).toBe(1);
    expect(errors.some((e) => e.includes('docsgen: page render failed'))).toBe(true);

    // Still broken: trying again shows the crash again.
    await crash.getByRole('button', { name: 'Try again' }).click();
    await crash.locator('h1', { hasText: 'This page crashed.' }).waitFor();
    await setCrash(page, false);
    await crash.getByRole('button', { name: 'Try again' }).click();
    await waitForHeading(page, 'Second page');
    expect(await page.locator('.markdown').textContent()).toContain('The second page.');
    expect(await crash.count()).toBe(0);
  });

  it('clears the crash when the visitor moves to another page', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${crashSite.url}/docs/first`);
    await setCrash(page, true);
    await page.locator('.markdown a', { hasText: 'second page' }).click();
    await page.locator('main h1', { hasText: 'This page crashed.' }).waitFor();
    await setCrash(page, false);
    // The sidebar crashed with the page; the navbar did not.
    await page.locator('nav.navbar .navbar__link', { hasText: 'Docs' }).click();
    await waitForHeading(page, 'First page');
    expect(await page.locator('main [role="alert"]').count()).toBe(0);
  });

  it('catches a crash while the server-rendered page hydrates', async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(() => {
      (window as Window & { __crash?: boolean }).__crash = true;
    });
    await page.goto(`${crashSite.url}/docs/first`);
    await page.locator('main h1', { hasText: 'This page crashed.' }).waitFor();
    await setCrash(page, false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForHeading(page, 'First page');
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
  });
});

describe('chunk-loading errors', () => {
  it('shows the error with a Retry button, and Retry renders the page once the chunk loads', async () => {
    const { page } = await openPage(browser);
    const DOC_CHUNK = '**/assets/page-doc-*.js';
    // Blocked from the start: the landing page would otherwise preload the doc chunk for its links.
    await page.route(DOC_CHUNK, (route) => route.abort());
    await gotoHydrated(page, `${site.url}/`);
    await setMarker(page);
    await page.locator('.button--hero', { hasText: 'Get Started' }).click();
    const alert = page.locator('main [role="alert"]');
    await alert.waitFor();
    expect(await alert.locator('h1').textContent()).toBe('This page could not be loaded.');
    expect(await alert.locator('.crash__message').textContent()).toMatch(/\/assets\/page-doc-[A-Z0-9]+\.js/);
    expect(new URL(page.url()).pathname).toBe('/docs/install');
    const retry = alert.getByRole('button', { name: 'Retry' });
    expect(await retry.isVisible()).toBe(true);

    await page.unroute(DOC_CHUNK);
    await retry.click();
    await waitForHeading(page, 'Installation');
    expect(await alert.count()).toBe(0);
    expect(await page.locator('.markdown h2').first().textContent()).toContain('Adding the packages');
    expect(await readMarker(page)).toBe(1);
    expect(await page.title()).toBe('Installation | React Native document picker & viewer');
  });
});
