import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { launchChromium, openPage, serveSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * A moved Docusaurus site's CSS written against the navbar's class names as Docusaurus 3 renders
 * them (test/fixtures/sites/docusaurus-navbar-classes) styles docsgen's navbar, in Chromium.
 */
const fixture = 'test/fixtures/sites/docusaurus-navbar-classes';
let browser: Browser;
let site: SiteServer;
let root: string;

beforeAll(async () => {
  root = await copyDocusaurusSite(fixture, 'docsgen-navbar-classes-');
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
