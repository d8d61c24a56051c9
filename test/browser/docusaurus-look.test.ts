import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated } from '../helpers/pageSteps.js';

// The Docusaurus-layout fixture drawn as Docusaurus's classic theme draws it: each figure below was
// measured in a create-docusaurus build (Docusaurus 3.10) of the same kind of page.
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-layout/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]), '/hive/');

/** The computed values of `properties` of the first element `selector` matches. */
function style(page: Page, selector: string, properties: string[], pseudo?: string): Promise<Record<string, string>> {
  return page.locator(selector).first().evaluate((element, [names, after]) => {
    const computed = getComputedStyle(element, after);
    return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
  }, [properties, pseudo ?? null] as const);
}

const visibleIcons = (page: Page, selector: string) =>
  page.locator(`${selector} svg`).evaluateAll((icons) => icons.filter((icon) => getComputedStyle(icon).display !== 'none').map((icon) => [icon.getAttribute('class'), icon.getBoundingClientRect().width]));

describe('Docusaurus layout: the look of the classic theme', () => {
  it('colour-mode toggle: a 32px button showing the 24px icon of the current mode (light ↔ dark without respectPrefersColorScheme)', async () => {
    const { page, errors } = await openPage(browser, { colorScheme: 'light' });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    const toggle = 'nav.navbar .color-mode-toggle';
    expect(await style(page, toggle, ['width', 'height'])).toEqual({ width: '32px', height: '32px' });
    expect(await visibleIcons(page, toggle)).toEqual([['color-mode-toggle__light', 24]]);
    expect(await page.locator(toggle).getAttribute('title')).toBe('light mode');
    await page.locator(toggle).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await visibleIcons(page, toggle)).toEqual([['color-mode-toggle__dark', 24]]);
    await eventually(() => page.locator(toggle).getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    await page.locator(toggle).click();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['light', 'light']);
    expect(errors).toEqual([]);
  });

  it('headings: Infima sizes and margins, no rule under an h2', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    expect(await style(page, '.doc__title, .markdown h1', ['font-size', 'line-height', 'margin-bottom'])).toEqual({ 'font-size': '48px', 'line-height': '60px', 'margin-bottom': '25px' });
    expect(await style(page, '.markdown h2', ['font-size', 'line-height', 'margin-top', 'margin-bottom', 'padding-bottom', 'border-bottom-width'])).toEqual({
      'font-size': '32px',
      'line-height': '40px',
      'margin-top': '40px',
      'margin-bottom': '20px',
      'padding-bottom': '0px',
      'border-bottom-width': '0px',
    });
    expect(await style(page, '.markdown h3', ['font-size', 'margin-top', 'margin-bottom'])).toEqual({ 'font-size': '24px', 'margin-top': '30px', 'margin-bottom': '20px' });
    const { page: phone } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(phone, `${server.url}/hive/docs/guides/swarms`);
    expect(await style(phone, '.doc__title, .markdown h1', ['font-size'])).toEqual({ 'font-size': '32px' });
    expect(await style(phone, '.markdown h2', ['font-size'])).toEqual({ 'font-size': '24px' });
  });

  it('code blocks: no language badge or border, a shadow, the title in the text font, an icon-only copy button', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const plain = '.code-block:not(.code-block--titled)';
    expect(await style(page, `${plain} pre`, ['content'], '::after')).toEqual({ content: 'none' });
    expect(await style(page, plain, ['border-top-width', 'border-radius', 'box-shadow'])).toEqual({ 'border-top-width': '0px', 'border-radius': '6.4px', 'box-shadow': 'rgba(0, 0, 0, 0.1) 0px 1px 2px 0px' });
    expect(await style(page, `${plain} pre`, ['font-size', 'padding-top'])).toEqual({ 'font-size': '15.2px', 'padding-top': '16px' });
    const title = await style(page, '.code-block__title', ['font-family', 'font-weight', 'padding']);
    expect(title['font-family']).not.toMatch(/mono/i);
    expect([title['font-weight'], title.padding]).toEqual(['500', '12px 16px']);
    await page.hover(plain);
    const copy = `${plain} .code-block__copy`;
    await eventually(() => style(page, copy, ['opacity'])).toEqual({ opacity: '0.4' });
    const box = await page.locator(copy).boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([33, 33]);
    expect(await page.locator(`${copy} .code-block__copy-label`).isVisible()).toBe(false);
  });

  it('table of contents: no heading beside the page, 0.8rem links; a grey "On this page" bar on a phone', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    expect(await page.locator('.toc--aside').isVisible()).toBe(true);
    expect(await page.locator('.toc--aside .toc__title').isVisible()).toBe(false);
    expect(await page.locator('.toc--aside').getAttribute('aria-label')).toBe('On this page');
    expect(await style(page, '.toc--aside', ['font-size'])).toEqual({ 'font-size': '12.8px' });
    const { page: phone } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(phone, `${server.url}/hive/docs/guides/swarms`);
    expect(await style(phone, '.toc--collapsible', ['background-color', 'border-top-width', 'border-radius'])).toEqual({ 'background-color': 'rgba(0, 0, 0, 0.05)', 'border-top-width': '0px', 'border-radius': '6.4px' });
  });

  it('breadcrumbs: a home icon in place of the word', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const home = page.locator('.breadcrumbs a[aria-label="Home page"]');
    expect(await home.getAttribute('href')).toBe('/hive/');
    expect(await home.innerText()).toBe('');
    const icons = await visibleIcons(page, '.breadcrumbs a[aria-label="Home page"]');
    expect(icons).toHaveLength(1);
    expect(Math.round(icons[0]![1] as number)).toBe(18);
    expect(await style(page, '.breadcrumbs li[aria-current="page"] > span', ['font-size', 'padding', 'background-color'])).toEqual({ 'font-size': '12.8px', padding: '5.12px 10.24px', 'background-color': 'rgba(0, 0, 0, 0.05)' });
  });

  it("blog post: Infima's columns (a 1140px container, the post in seven twelfths after a quarter), a 3rem title, the author's socials as icons", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/blog/honey`);
    const box = (selector: string) => page.locator(selector).first().evaluate((element) => [Math.round(element.getBoundingClientRect().left), Math.round(element.getBoundingClientRect().width)]);
    // As Docusaurus's build at 1280px: the sidebar column at x=70 (285px), the post's text at x=371, 633px wide.
    expect(await box('.blog-sidebar')).toEqual([70, 285]);
    expect(await box('.blog-post')).toEqual([371, 633]);
    expect(await style(page, '.blog-post__title', ['font-size', 'line-height', 'margin-bottom'])).toEqual({ 'font-size': '48px', 'line-height': '60px', 'margin-bottom': '16px' });
    const social = page.locator('.blog-post__authors .blog-author__socials a[title="GitHub"]');
    expect(await social.getAttribute('href')).toBe('https://github.com/ana-apis');
    expect(await social.getAttribute('aria-label')).toBe('GitHub');
    expect(await social.locator('svg').evaluate((svg) => [svg.getBoundingClientRect().width, svg.getBoundingClientRect().height])).toEqual([16, 16]);
  });

  it('docs sidebar: categories are 16px weight-500 menu links like the pages, not headings', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    const menuLink = { 'font-size': '16px', 'font-weight': '500', padding: '6px 12px', 'line-height': '20px' };
    const properties = Object.keys(menuLink);
    expect(await style(page, '.sidebar .sidebar__link--active', properties)).toEqual(menuLink);
    expect(await style(page, '.sidebar .sidebar__list--level-1 > .sidebar__category :is(.sidebar__category-label, .sidebar__category-button)', properties)).toEqual(menuLink);
    expect(await style(page, '.sidebar .sidebar__list--level-1 > .sidebar__category', ['margin-top'])).toEqual({ 'margin-top': '4px' });
    expect(await style(page, '.sidebar .sidebar__link--active', ['background-color'])).toEqual({ 'background-color': 'rgba(0, 0, 0, 0.05)' });
  });

  it("doc page columns: a 300px sidebar, the page 1rem below the navbar, the table of contents in Infima's quarter column", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const box = (selector: string) => page.locator(selector).first().evaluate((element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return [x, y, width].map(Math.round);
      });
    // [x, y, width] as in Docusaurus's build at 1280px.
    expect(await box('.sidebar')).toEqual([0, 60, 300]);
    expect(await box('.doc')).toEqual([316, 76, 703]);
    expect(await box('.toc--aside')).toEqual([1051, 76, 213]);
  });

  it('dark footer: Infima\'s #303846 in dark mode too', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    expect(await style(page, 'footer.footer--dark', ['background-color', 'color'])).toEqual({ 'background-color': 'rgb(48, 56, 70)', color: 'rgb(235, 237, 240)' });
  });
});
