import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndCopiedSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

/**
 * The navbar's search item as Docusaurus 3 renders it: `@theme/SearchBar` inside a
 * `navbarSearchContainer` div (which a site's CSS targets as `[class*='navbarSearchContainer']`),
 * 0.75rem (Infima's navbar item padding) each side of it from 997px, in a navbar padded by the
 * site's `--ifm-navbar-padding-horizontal`. The figures are Docusaurus 3.10's build of kysely's
 * site (24px navbar padding, a swizzled SearchBar as the left search item): brand at x=24, the
 * container 16px after it (the brand's margin), the button 12px inside; at 400px the button ends 24px from the right.
 * Fixture: test/fixtures/sites/docusaurus-own-searchbar, given a custom CSS file here.
 */
const fixture = 'test/fixtures/sites/docusaurus-own-searchbar';
let browser: Browser;
let site: SiteServer;

async function addCustomCss(root: string): Promise<void> {
  await mkdir(path.join(root, 'src', 'css'), { recursive: true });
  const css = [
    ':root { --ifm-navbar-padding-horizontal: 24px; }',
    ".navbar [class*='navbarSearchContainer'] { display: flex; align-items: center; outline: 1px dotted red; }",
    '.pond-search { width: 180px; height: 40px; }',
    '',
  ].join('\n');
  await writeFile(path.join(root, 'src', 'css', 'custom.css'), css);
  const config = path.join(root, 'docusaurus.config.js');
  const text = await readFile(config, 'utf8');
  await writeFile(config, text.replace('blog: false }', "blog: false, theme: { customCss: './src/css/custom.css' } }"));
}

useBrowserAndCopiedSite(fixture, 'docsgen-search-container-', (b, s) => ([browser, site] = [b, s]), { prepare: addCustomCss });

const box = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: Math.round(rect.x), right: Math.round(rect.right), width: Math.round(rect.width) };
  });

describe("the navbar's search item in Docusaurus's wrapper", () => {
  it('wraps the SearchBar in a navbarSearchContainer div, which the site\'s CSS styles, right after the item before it and with 12px inside, in the site\'s navbar padding (1280px)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 600 } });
    await gotoHydrated(page, `${site.url}/reeds`);
    const container = 'nav.navbar .navbar__items:not(.navbar__items--right) > div.navbarSearchContainer';
    expect(await page.locator(`${container} > button.pond-search`).count()).toBe(1);
    expect(await page.locator(container).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('dotted');
    const brand = await box(page, 'nav.navbar .navbar__brand');
    expect(brand.x).toBe(24);
    const wrapper = await box(page, container);
    // Here after the first left item (the navbar's items are side by side, no gap), as kysely's is after the brand's 16px margin.
    expect(wrapper.x).toBe((await box(page, 'nav.navbar .navbar__items a.navbar__link[href="/"]')).right);
    expect((await box(page, '.pond-search')).x).toBe(wrapper.x + 12);
    expect(wrapper.width).toBe(180 + 24);
  });

  it("keeps the site's SearchBar at the navbar's end on a phone (400px), the site's padding from the edge; the menu's brand in that padding too", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 600 } });
    await gotoHydrated(page, `${site.url}/reeds`);
    const button = await box(page, 'nav.navbar .navbarSearchContainer > .pond-search');
    expect(button.width).toBe(180);
    expect(button.right).toBe(400 - 24);
    // The menu it opens has its brand in the same padding, as Infima's navbar-sidebar__brand.
    await page.locator('nav.navbar .navbar__toggle').click();
    await eventually(() => box(page, '.navbar-sidebar__brand .navbar__brand').then(({ x }) => x)).toBe(24);
    expect(errors).toEqual([]);
  });
});
