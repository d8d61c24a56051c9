import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';

/**
 * A moved Docusaurus site's CSS written against the navbar's class names as Docusaurus 3 renders
 * them (test/fixtures/sites/docusaurus-navbar-classes) styles docsgen's navbar, in Chromium.
 */
const fixture = 'test/fixtures/sites/docusaurus-navbar-classes';
let browser: Browser;
let site: SiteServer;
useBrowserAndCopiedSite(fixture, 'docsgen-navbar-classes-', (b, s) => ([browser, site] = [b, s]));

/** One computed style property of the first element a selector finds (undefined when none). */
const styleOf = (page: Page, selector: string, property: string) =>
  page.evaluate(([s, p]) => {
    const element = document.querySelector(s!);
    return element ? getComputedStyle(element).getPropertyValue(p!) : undefined;
  }, [selector, property] as const);

describe("the site's CSS for Docusaurus's navbar class names, on docsgen's navbar", () => {
  it('styles its links (navbar__item navbar__link), its right-hand dropdown (dropdown--hoverable dropdown--right, dropdown__menu) and the active dropdown link (dropdown__link--active)', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/berths`);
    expect(await styleOf(page, 'nav.navbar .navbar__items a[href="/"]', 'letter-spacing')).toBe('3px');
    expect(await styleOf(page, 'nav.navbar .navbar__items--right ul', 'border-top-color')).toBe('rgb(200, 0, 0)');
    expect(await styleOf(page, 'nav.navbar .navbar__items--right ul a[href="/berths"]', 'font-style')).toBe('italic');
    expect(await styleOf(page, 'nav.navbar .navbar__items--right ul a[href="/cranes"]', 'font-style')).toBe('normal');
    expect(errors).toEqual([]);
  });
});
