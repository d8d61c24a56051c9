import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/log.js';
import { launchChromium, openPage, serveSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, readMarker, setMarker } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * The Docusaurus-layout fixture of <Head>, MDXComponents and swizzles (a copy, built in place) in
 * Chromium: the document's head as the visitor's browser holds it, on load and after client-side
 * navigation (the last page's Head tags go, the next page's own title and description come back).
 */
const fixture = 'test/fixtures/sites/docusaurus-theme';
let browser: Browser;
let site: SiteServer;
let root: string;

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-theme-browser-');
  const out = path.join(root, 'build');
  const built = build({ config: path.join(root, 'docusaurus.config.js'), out, logger: silentLogger, crawl: false });
  [browser] = await Promise.all([launchChromium(), built]);
  site = await serveSite(out);
}, 180_000);
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

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
    expect(errors).toEqual([]);
  });
});
