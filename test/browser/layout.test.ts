import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, serveSite, waitForHydration, type SiteServer } from '../helpers/browser.js';

let browser: Browser;
let site: SiteServer;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveSite()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('page frame', () => {
  it('makes the skip link the first focusable element, pointing at <main>', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/docs/install`);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
    expect(focused).toEqual({ text: 'Skip to main content', href: '#main' });
    await expect.poll(() => page.locator('.skip-link').isVisible()).toBe(true);
    expect(await page.locator('main#main').count()).toBe(1);
  });

  it('shows the navbar items with their targets', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/docs/sponsor-only/intro`);
    const left = await page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(left).toEqual([
      ['Guides', '/docs/install'],
      ['Picker API', '/docs/doc-picker-api'],
      ['Viewer API', '/docs/doc-viewer-api'],
    ]);
    const right = await page.locator('.navbar__items--right a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(right).toEqual([
      ['Example app', 'https://github.com/react-native-documents/document-picker/tree/main/example', '_blank', 'noopener noreferrer'],
      ['GitHub', 'https://github.com/react-native-documents/document-picker', '_blank', 'noopener noreferrer'],
    ]);
    // The Guides item is active on every page of the guides sidebar.
    expect(await page.locator('.navbar__link--active').textContent()).toBe('Guides');
    expect(await page.locator('nav.navbar .navbar__brand').textContent()).toContain('RN Document picker & viewer');
  });

  it('has a dark footer with the 2025 copyright line', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/`);
    const footer = page.locator('footer.footer');
    expect(await footer.getAttribute('class')).toContain('footer--dark');
    expect(await footer.textContent()).toMatch(/Copyright © 2025 Vojtech Novak/);
  });

  it('hydrates every kind of page without console errors', async () => {
    const { page, errors } = await openPage(browser);
    for (const path of ['/', '/docs/install', '/docs/category/document-picker', '/docs/doc-picker-api', '/no-such-page']) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await waitForHydration(page);
    }
    // The one expected error: the browser logs the not-found page's own 404 status.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
  });

  it('works with JavaScript off: content and links are there', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/install`);
    expect(await page.locator('h1').textContent()).toBe('Installation');
    await page.locator('.pagination__link--next').click();
    await page.waitForURL(`${site.url}/docs/sponsor-only/intro`);
    expect(await page.locator('h1').textContent()).toBe('Introduction');
    // Every tab's content is readable without JavaScript.
    await page.goto(`${site.url}/docs/install`);
    expect(await page.locator('.tabs__panel').first().isVisible()).toBe(true);
    expect(await page.locator('.tabs__panel').nth(1).isVisible()).toBe(true);
    // Code is there; a copy button, which would do nothing, is not.
    expect(await page.locator('.code-block pre').count()).toBeGreaterThan(0);
    expect(await page.locator('.code-block__copy').count()).toBe(0);
  });
});

describe('the landing page on a phone', () => {
  it('keeps the hero title to three lines without overflow from 400 px down to 320 px, and above the section headings of a doc', async () => {
    // One page for the three widths, each page loaded at its width (a page opened anew costs a page process).
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    for (const width of [400, 360, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site.url}/`);
      const hero = await page.locator('.hero__title').evaluate((el) => {
        const style = getComputedStyle(el);
        return { lines: Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight)), size: parseFloat(style.fontSize), fits: el.scrollWidth <= el.clientWidth };
      });
      expect(hero.lines).toBeLessThanOrEqual(3);
      expect(hero.fits).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto(`${site.url}/docs/install`);
      const doc = await page.evaluate(() => ['main h1', 'main .markdown h2'].map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)));
      // The hero's title outranks a doc's title, which outranks its sections' headings.
      expect(hero.size).toBeGreaterThan(doc[0]!);
      expect(doc[0]!).toBeGreaterThan(doc[1]!);
    }
  });
});
