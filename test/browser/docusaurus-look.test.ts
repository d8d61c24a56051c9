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

  it('navbar: the right-hand items end at the right edge when the site lets both item groups grow (as Infima packs them to the end)', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    // A site stylesheet like redux's: both groups take the free space.
    await page.addStyleTag({ content: '.navbar .navbar__items { flex: 1 1 auto; }' });
    const { group, last } = await page.locator('.navbar__items--right').evaluate((items) => ({ group: items.getBoundingClientRect().right, last: items.lastElementChild!.getBoundingClientRect().right }));
    // (The last item may keep a few pixels of its own margin; before, the items started at the left of the group, 243px short.)
    expect(group - last).toBeLessThan(8);
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

  it("blog list: each post's title links to it in the link colour of the page's links (Infima's primary), not the text's; on the post itself the title is text", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/blog`);
    const [title, text] = await Promise.all([style(page, '.blog-post__title a', ['color']), style(page, '.blog-post__title', ['color'])]);
    expect(title).not.toEqual(text);
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    expect(title).toEqual(await style(page, 'main .markdown p a[href]', ['color']));
    await gotoHydrated(page, `${server.url}/hive/blog/honey`);
    expect(await page.locator('.blog-post__title a').count()).toBe(0);
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

  for (const [mode, grey] of [['light', 'rgb(96, 103, 112)'], ['dark', 'rgb(218, 221, 225)']] as const) {
    it(`docs sidebar, ${mode} mode: the links are in Infima's menu colour, which the site's --ifm-menu-color sets`, async () => {
      const { page } = await openPage(browser, { colorScheme: mode, viewport: { width: 1280, height: 900 } });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      // Infima's --ifm-color-emphasis-700 of the mode (gray 700, gray 300 in dark mode), as Docusaurus's build draws them:
      // a category that does not hold the page, then a page's link.
      await gotoHydrated(page, `${server.url}/hive/docs/intro`);
      const category = '.sidebar .sidebar__list--level-1 > .sidebar__category :is(.sidebar__category-label, .sidebar__category-button)';
      await eventually(() => style(page, category, ['color'])).toEqual({ color: grey });
      await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
      const link = '.sidebar a.sidebar__link[href$="/docs/intro"]';
      await eventually(() => style(page, link, ['color'])).toEqual({ color: grey });
      // Set on the menu, as a site's CSS may: Infima's links read it there.
      await page.addStyleTag({ content: '.theme-doc-sidebar-menu { --ifm-menu-color: rgb(1, 2, 3); }' });
      await eventually(() => style(page, link, ['color'])).toEqual({ color: 'rgb(1, 2, 3)' });
    });
  }

  it("docs sidebar: the site's CSS written for Docusaurus's sidebar classes applies (menu__list-item, menu__list-item-collapsible, theme-doc-sidebar-item-category-level-1, menu__link--active)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    // The fixture's custom.css: nested items at 93.75%, which the links inherit; top-level category labels underlined.
    expect(await style(page, '.sidebar a.sidebar__link[href$="/docs/guides/swarms"]', ['font-size'])).toEqual({ 'font-size': '15px' });
    expect(await style(page, '.sidebar a.sidebar__link[href$="/docs/intro"]', ['font-size', 'text-decoration-line'])).toEqual({ 'font-size': '16px', 'text-decoration-line': 'none' });
    expect(await style(page, '.sidebar .sidebar__category-button', ['text-decoration-line'])).toEqual({ 'text-decoration-line': 'underline' });
    expect(await page.locator('.sidebar nav.menu > ul.theme-doc-sidebar-menu.menu__list > li.theme-doc-sidebar-item-category-level-1 ul.menu__list > li.theme-doc-sidebar-item-link-level-2 > a.menu__link.menu__link--active').count()).toBe(1);
  });

  it("a site's CSS as specific as Infima's rule for the same thing wins over the theme, as it wins over Infima (no cascade layer)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    // After the theme's stylesheet, as a site's custom CSS is; each selector is Infima's own for the element
    // (`code`, `h2`, `.menu__link`): prettier's `.menu__link { line-height: 1.15 }`, redux's `code { … }`.
    await page.addStyleTag({
      content: [
        'code { background-color: rgb(1, 2, 3); border-radius: 1px; color: rgb(4, 5, 6); }',
        'h2 { color: rgb(7, 8, 9); font-size: 20px; }',
        '.menu__link { line-height: 1.15; }',
        '.menu__link--sublist { font-weight: 700; }',
      ].join('\n'),
    });
    expect(await style(page, '.markdown h3 > code', ['background-color', 'border-top-left-radius', 'color'])).toEqual({ 'background-color': 'rgb(1, 2, 3)', 'border-top-left-radius': '1px', color: 'rgb(4, 5, 6)' });
    expect(await style(page, '.markdown h2', ['color', 'font-size'])).toEqual({ color: 'rgb(7, 8, 9)', 'font-size': '20px' });
    // The top-level category's toggle carries menu__link and menu__link--sublist, as Docusaurus's does.
    expect(await style(page, '.sidebar .sidebar__list--level-1 > .sidebar__category .sidebar__category-button', ['line-height', 'font-weight'])).toEqual({ 'line-height': '18.4px', 'font-weight': '700' });
    // So does a top-level category that links to a page of its own (its label a link, as SidebarCategory draws it beside the toggle).
    await page.locator('.sidebar .sidebar__list--level-1 > .sidebar__category .sidebar__category-row').first().evaluate((row) => {
      row.insertAdjacentHTML('afterbegin', '<a class="sidebar__link sidebar__category-label menu__link menu__link--sublist" href="#guides">Guides</a>');
    });
    expect(await style(page, '.sidebar .sidebar__list--level-1 > .sidebar__category a.sidebar__category-label', ['line-height', 'font-weight'])).toEqual({ 'line-height': '18.4px', 'font-weight': '700' });
    // The headings' margins stay as specific as Infima's `.markdown > h2`: a site's `h2 { margin-top }` does not set them there either.
    await page.addStyleTag({ content: 'h2 { margin-top: 3px; }' });
    expect(await style(page, '.markdown h2', ['margin-top'])).toEqual({ 'margin-top': '40px' });
  });

  it("Infima's text colour and code size that a site's CSS sets reach the page; bold text in a link keeps the link's colour", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const paragraph = '.markdown > p';
    const inlineCode = '.markdown :not(pre) > code';
    const ratio = () => page.evaluate(([p, c]) => parseFloat(getComputedStyle(document.querySelector(c)!).fontSize) / parseFloat(getComputedStyle(document.querySelector(c)!.parentElement!).fontSize), [paragraph, inlineCode]);
    // Infima's 90% where the site sets no size.
    expect(await ratio()).toBeCloseTo(0.9, 3);
    // As redux's custom CSS sets them (`--ifm-color-content: black`), and create-docusaurus's 95%.
    await page.addStyleTag({ content: ':root { --ifm-color-content: rgb(10, 20, 30); --ifm-code-font-size: 95%; }' });
    // The theme eases colour changes: wait for the end of the transition.
    await eventually(() => style(page, paragraph, ['color'])).toEqual({ color: 'rgb(10, 20, 30)' });
    expect(await ratio()).toBeCloseTo(0.95, 3);
    // `[**Bold**](…)`: the link's colour, not the theme's colour for bold text.
    const colours = await page.evaluate((p) => {
      const link = document.createElement('a');
      link.href = '#bold';
      link.innerHTML = '<strong>Bold</strong>';
      document.querySelector(p)!.append(link);
      return [getComputedStyle(link).color, getComputedStyle(link.firstElementChild!).color];
    }, paragraph);
    expect(colours[1]).toBe(colours[0]);
    expect(colours[0]).not.toBe('rgb(10, 20, 30)');
  });

  it("docs sidebar: a category's caret is Infima's, a 20px chevron image turned a half turn open and a quarter turn closed, which a site's CSS turns as under Docusaurus", async () => {
    const HALF = 'matrix(-1, 0, 0, -1, 0, 0)';
    const QUARTER = 'matrix(0, 1, -1, 0, 0, 0)';
    const caret = '.sidebar .sidebar__list--level-1 > .sidebar__category .sidebar__category-button';
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const open = await style(page, caret, ['transform', 'width', 'height', 'background-image', 'border-right-width'], '::after');
    expect(open).toMatchObject({ transform: HALF, width: '20px', height: '20px', 'border-right-width': '0px' });
    expect(open['background-image']).toMatch(/^url\("data:image\/svg\+xml/);
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    expect(await style(page, caret, ['transform'], '::after')).toEqual({ transform: QUARTER });
    // redux's stylesheet, written against Infima's selectors: the same turns, so the chevron points the same ways.
    await page.addStyleTag({ content: '.menu .menu__link.menu__link--sublist:after { transform: rotateZ(180deg); } .menu .menu__list-item.menu__list-item--collapsed .menu__link--sublist:after { transform: rotateZ(90deg); }' });
    expect(await style(page, caret, ['transform'], '::after')).toEqual({ transform: QUARTER });
    await page.locator(caret).click();
    await eventually(() => style(page, caret, ['transform'], '::after')).toEqual({ transform: HALF });
  });

  it("a page's <details>: Docusaurus's Details (Infima's info alert), its triangle turning down and a rule under the summary when open", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const details = '.markdown details';
    expect(await style(page, details, ['background-color', 'border-top', 'border-radius', 'padding', 'color'])).toEqual({
      'background-color': 'rgb(238, 249, 253)',
      'border-top': '1px solid rgb(76, 179, 212)',
      'border-radius': '6.4px',
      padding: '16px',
      color: 'rgb(25, 60, 71)',
    });
    expect(await style(page, `${details} > summary`, ['font-weight', 'padding-left'])).toEqual({ 'font-weight': '400', 'padding-left': '16px' });
    expect(await style(page, `${details} > summary`, ['border-left-color', 'transform'], '::before')).toEqual({ 'border-left-color': 'rgb(76, 179, 212)', transform: 'matrix(1, 0, 0, 1, 0, 0)' });
    await page.locator(`${details} > summary`).click();
    await eventually(() => style(page, `${details} > summary`, ['border-bottom'])).toEqual({ 'border-bottom': '1px solid rgb(76, 179, 212)' });
    await eventually(() => style(page, `${details} > summary`, ['transform'], '::before')).toEqual({ transform: 'matrix(0, 1, -1, 0, 0, 0)' });
    const { page: dark } = await openPage(browser, { colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    await dark.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(dark, `${server.url}/hive/docs/guides/swarms`);
    expect(await style(dark, details, ['background-color', 'color'])).toEqual({ 'background-color': 'rgb(25, 60, 71)', color: 'rgb(238, 249, 253)' });
  });

  it("tables: Infima's grid (1px #dadde1 cells, 0.75rem inside, bold centred heads on a shaded row), as wide as their content; GFM column alignment kept", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    expect(await style(page, '.markdown table th', ['font-weight', 'padding', 'border-top', 'border-left', 'text-align'])).toEqual({
      'font-weight': '700',
      padding: '12px',
      'border-top': '1px solid rgb(218, 221, 225)',
      'border-left': '1px solid rgb(218, 221, 225)',
      // The column's `:---` alignment.
      'text-align': 'left',
    });
    expect(await style(page, '.markdown table thead', ['background-color'])).toEqual({ 'background-color': 'rgba(0, 0, 0, 0.03)' });
    expect(await style(page, '.markdown table thead tr', ['border-bottom'])).toEqual({ 'border-bottom': '2px solid rgb(218, 221, 225)' });
    expect(await style(page, '.markdown table td:last-child', ['text-align', 'font-size'])).toEqual({ 'text-align': 'right', 'font-size': '16px' });
    expect(await style(page, '.markdown table tbody tr:nth-child(2)', ['background-color'])).toEqual({ 'background-color': 'rgba(0, 0, 0, 0.03)' });
    const [table, body] = await Promise.all([page.locator('.markdown table').boundingBox(), page.locator('.markdown').boundingBox()]);
    expect(table!.width).toBeLessThan(body!.width / 2);
    // A site's rules written with Infima's own selectors for tables (after the theme's stylesheet, as custom CSS is) win, as over Infima.
    await page.addStyleTag({
      content: [
        'table th { background-color: rgb(11, 12, 13); padding: 3px; }',
        'table tr:nth-child(2n) { background-color: rgb(14, 15, 16); }',
        'table td { border: 2px solid rgb(17, 18, 19); }',
        'table thead tr { border-bottom: 4px solid rgb(20, 21, 22); }',
      ].join('\n'),
    });
    expect(await style(page, '.markdown table th', ['background-color', 'padding'])).toEqual({ 'background-color': 'rgb(11, 12, 13)', padding: '3px' });
    expect(await style(page, '.markdown table tbody tr:nth-child(2)', ['background-color'])).toEqual({ 'background-color': 'rgb(14, 15, 16)' });
    expect(await style(page, '.markdown table tbody tr:last-child td', ['border-top', 'border-bottom'])).toEqual({ 'border-top': '2px solid rgb(17, 18, 19)', 'border-bottom': '2px solid rgb(17, 18, 19)' });
    expect(await style(page, '.markdown table thead tr', ['border-bottom'])).toEqual({ 'border-bottom': '4px solid rgb(20, 21, 22)' });
  });

  it("doc page columns: a 300px sidebar, the page 1rem below the navbar, the table of contents in Infima's quarter column", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const box = (selector: string) => page.locator(selector).first().evaluate((element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return [x, y, width].map(Math.round);
      });
    // [x, y, width] as in Docusaurus's build at 1280px (below the 30px announcement bar and the 60px navbar).
    expect(await box('.sidebar')).toEqual([0, 90, 300]);
    expect(await box('.doc')).toEqual([316, 106, 703]);
    expect(await box('.toc--aside')).toEqual([1051, 106, 213]);
    // Its first link 16px below its top and 17px in, as Docusaurus 3.10's unswizzled TOC (Infima's list padding and item margins; before: 106 and 1060).
    expect(await box('.toc--aside .toc__link')).toEqual([1068, 122, 188]);
  });

  it('doc page column at 900px (no sidebar): the whole width less 1rem a side, as Infima\'s container, not centred at 800px', async () => {
    const { page } = await openPage(browser, { viewport: { width: 900, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    // [left, right] as in the picker's Docusaurus build at 900px (before: 50 and 850).
    expect(await page.locator('.doc').first().evaluate((element) => [element.getBoundingClientRect().left, element.getBoundingClientRect().right].map(Math.round))).toEqual([16, 884]);
  });

  it("doc page column beside the sidebar: a doc without a TOC fills Infima's container; wider, the container stops at 1320px, centred (kysely's site beside Docusaurus's build)", async () => {
    const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => [element.getBoundingClientRect().x, element.getBoundingClientRect().width].map(Math.round));
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    // No heading, no TOC: the main column's width less 1rem a side (before: 800px, centred at 390).
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    expect(await box(page, '.doc')).toEqual([316, 948]);
    // At 1920px: the container is 1320px wide, centred in the 1620px beside the sidebar; the TOC its last quarter (before: the page 800px and the TOC at the right edge).
    const wide = (await openPage(browser, { viewport: { width: 1920, height: 900 } })).page;
    await gotoHydrated(wide, `${server.url}/hive/docs/guides/swarms`);
    expect(await box(wide, '.doc')).toEqual([466, 958]);
    expect(await box(wide, '.toc--aside')).toEqual([1456, 298]);
    await gotoHydrated(wide, `${server.url}/hive/docs/intro`);
    expect(await box(wide, '.doc')).toEqual([466, 1288]);
  });

  it('dark footer: Infima\'s #303846 in dark mode too', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    expect(await style(page, 'footer.footer--dark', ['background-color', 'color'])).toEqual({ 'background-color': 'rgb(48, 56, 70)', color: 'rgb(235, 237, 240)' });
  });
});

/** Colours as the browser paints them ([r, g, b, a], 0–255 and 0–1): any CSS colour syntax, through a canvas. */
function painted(page: Page, colours: string[]): Promise<[number, number, number, number][]> {
  return page.evaluate((list) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    return list.map((colour) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as [number, number, number, number];
    });
  }, colours);
}

/** WCAG contrast ratio of two opaque colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.slice(0, 3).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Hue in degrees of an [r, g, b]. */
function hue([r, g, b]: number[]): number {
  const [max, min] = [Math.max(r!, g!, b!), Math.min(r!, g!, b!)];
  const d = max - min;
  if (d === 0) return 0;
  const h = max === r ? ((g! - b!) / d) % 6 : max === g ? (b! - r!) / d + 2 : (r! - g!) / d + 4;
  return (h * 60 + 360) % 360;
}

describe("Docusaurus layout: the site's own custom properties are not the theme's", () => {
  // The fixture's custom.css sets --text, --bg, --primary, --link, --navbar-height… for its own
  // components (as facebook/metro's sets --text: #1a1a1a), and Infima's --ifm-color-primary.
  for (const mode of ['light', 'dark'] as const) {
    it(`${mode} mode: the doc's text contrasts with its background, links are in Infima's primary colour, the navbar keeps its height`, async () => {
      const { page } = await openPage(browser, { colorScheme: mode, viewport: { width: 1280, height: 900 } });
      // The mode chosen before the page loads (as the toggle stores it): no colour transition to wait for.
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, `${server.url}/hive/docs/intro`);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      const found = await page.evaluate(() => {
        /** The element's colour and the first background behind it that is not transparent. */
        const colours = (selector: string) => {
          const element = document.querySelector(selector)!;
          let ground: Element | null = element;
          let background = 'rgb(255, 255, 255)';
          for (; ground; ground = ground.parentElement) {
            const bg = getComputedStyle(ground).backgroundColor;
            if (!/^rgba\(.*, 0\)$|^transparent$/.test(bg)) {
              background = bg;
              break;
            }
          }
          return { text: getComputedStyle(element).color, background };
        };
        return {
          paragraph: colours('main .markdown p'),
          title: colours('main .doc__title, main .markdown h1'),
          sidebar: colours('.sidebar .sidebar__category-button'),
          link: getComputedStyle(document.querySelector('main .markdown p a[href]')!).color,
          primary: getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary'),
          font: getComputedStyle(document.querySelector('main .markdown p')!).fontFamily,
        };
      });
      for (const [name, { text, background }] of Object.entries({ paragraph: found.paragraph, title: found.title, sidebar: found.sidebar })) {
        const [fg, bg] = await painted(page, [text, background]);
        expect(bg![3], `${name} background ${background}`).toBe(1);
        expect(contrast(fg!, bg!), `${name}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
      const [link, primary, magenta] = await painted(page, [found.link, found.primary, '#ff00ff']);
      expect(Math.abs(hue(link!) - hue(primary!)), `link ${found.link}, Infima primary ${found.primary}`).toBeLessThan(15);
      expect(link!.slice(0, 3)).not.toEqual(magenta!.slice(0, 3));
      expect(found.font).not.toBe('serif');
      expect((await page.locator('nav.navbar').boundingBox())!.height).toBe(60);
    });
  }
});

describe("Docusaurus layout: Infima's classes in a doc's own markup", () => {
  it('an MDX page\'s `alert alert--info`, `margin-bottom--lg`, `row`/`col col--6`, `button button--primary`, `badge` and `text--center` look as Infima draws them', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    expect(await style(page, '.markdown .alert', ['border-left-width', 'border-radius', 'padding', 'margin-bottom', 'background-color'])).toEqual({
      'border-left-width': '5px',
      'border-radius': '6.4px',
      padding: '16px',
      'margin-bottom': '32px',
      // --ifm-color-info-contrast-background
      'background-color': 'rgb(238, 249, 253)',
    });
    expect(await style(page, '.markdown .row', ['display', 'flex-wrap'])).toEqual({ display: 'flex', 'flex-wrap': 'wrap' });
    const columns = await page.locator('.markdown .col--6').evaluateAll((cols) => cols.map((col) => Math.round(col.getBoundingClientRect().width)));
    const row = await page.locator('.markdown .row').evaluate((el) => el.getBoundingClientRect().width);
    expect(columns).toEqual([Math.round(row / 2), Math.round(row / 2)]);
    expect(await style(page, '.markdown .text--center', ['text-align'])).toEqual({ 'text-align': 'center' });
    // The fixture's --ifm-color-primary (#2e8555), with Infima's button padding and weight.
    expect(await style(page, '.markdown .button--primary', ['background-color', 'color', 'font-weight', 'padding', 'border-radius'])).toEqual({
      'background-color': 'rgb(46, 133, 85)',
      color: 'rgb(255, 255, 255)',
      'font-weight': '700',
      padding: '6px 24px',
      'border-radius': '6.4px',
    });
    expect(await style(page, '.markdown .badge', ['display', 'font-size', 'border-radius'])).toEqual({ display: 'inline-block', 'font-size': '12px', 'border-radius': '6.4px' });
  });
});

describe('Docusaurus layout: the table of contents follows the reader', () => {
  it("highlights the section being read while the page scrolls, in Infima's primary colour", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 500 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const active = () => page.locator('.toc--aside .toc__link--active').allTextContents();
    // At the top no heading is reached yet.
    expect(await active()).toEqual([]);
    // A heading just below the navbar, in the window's top half, is the one being read…
    await page.evaluate(() => window.scrollBy(0, document.getElementById('before-the-swarm')!.getBoundingClientRect().top - 100));
    await eventually(active).toEqual(['Before the swarm']);
    // …and the last one once the page is read to its end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await eventually(active).toEqual(['Clipping']);
    await eventually(() => style(page, '.toc--aside .toc__link--active', ['color'])).toEqual({ color: 'rgb(46, 133, 85)' });
    expect(await page.locator('.toc--aside .toc__link:not(.toc__link--active)').first().evaluate((link) => getComputedStyle(link).color)).not.toBe('rgb(46, 133, 85)');
    expect(errors).toEqual([]);
  });
});

describe('Docusaurus layout: the navbar item of the part being read', () => {
  it('"Blog" is highlighted on a blog post and on the blog\'s other pages, as on the blog itself', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const active = () => page.locator('nav.navbar .navbar__link--active').allTextContents();
    await gotoHydrated(page, `${server.url}/hive/blog`);
    expect(await active()).toEqual(['Blog']);
    await gotoHydrated(page, `${server.url}/hive/blog/honey`);
    expect(await active()).toEqual(['Blog']);
    await gotoHydrated(page, `${server.url}/hive/blog/archive`);
    expect(await active()).toEqual(['Blog']);
    // Not on a doc page (its sidebar's items are).
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    expect(await active()).toContain('Notes');
    expect(await active()).not.toContain('Blog');
  });
});

describe("Docusaurus layout: navbar.style 'dark' and the announcement bar's own colours", () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`${mode} mode: the navbar is Infima's dark bar, its links light, the active one in the primary colour; the bar 30px of 85% text in the config's colours, no close button`, async () => {
      const { page } = await openPage(browser, { colorScheme: mode, viewport: { width: 1280, height: 900 } });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, `${server.url}/hive/docs/intro`);
      // As Docusaurus's build draws them (Infima's #242526 and gray-100).
      expect(await style(page, 'nav.navbar', ['background-color'])).toEqual({ 'background-color': 'rgb(36, 37, 38)' });
      expect(await style(page, 'nav.navbar .navbar__title', ['color'])).toEqual({ color: 'rgb(245, 246, 247)' });
      expect(await style(page, 'nav.navbar a.navbar__link[href="/hive/blog"]', ['color', 'font-weight', 'font-size'])).toEqual({ color: 'rgb(245, 246, 247)', 'font-weight': '500', 'font-size': '16px' });
      // The fixture's --ifm-color-primary of the mode (#2e8555, #25c2a0 in dark mode).
      expect(await style(page, 'nav.navbar .navbar__link--active', ['color', 'font-weight'])).toEqual({ color: mode === 'light' ? 'rgb(46, 133, 85)' : 'rgb(37, 194, 160)', 'font-weight': '500' });
      expect(await style(page, '.announcement', ['background-color', 'color', 'height'])).toEqual({ 'background-color': 'rgb(32, 35, 42)', color: 'rgb(255, 255, 255)', height: '30px' });
      expect(await style(page, '.announcement__content', ['font-size', 'font-weight'])).toEqual({ 'font-size': '13.6px', 'font-weight': '400' });
      expect(await style(page, '.announcement a', ['color'])).toEqual({ color: 'rgb(255, 255, 255)' });
      expect(await page.locator('.announcement__close').count()).toBe(0);
      // Its content is the config's HTML, as Docusaurus shows it: the bold word and the link as written.
      expect(await page.locator('.announcement__content').innerHTML()).toBe('Swarm season is <b>here</b>: <a href="https://bees.example/swarms">catch one</a>.');
      expect(await style(page, '.announcement b', ['font-weight'])).toEqual({ 'font-weight': '700' });
    });
  }

  it("the phone menu that opens from the dark navbar is dark too (Infima's #242526), in light mode", async () => {
    const { page } = await openPage(browser, { colorScheme: 'light', viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.locator('.navbar__toggle').click();
    await eventually(() => style(page, '.navbar-sidebar', ['background-color'])).toEqual({ 'background-color': 'rgb(36, 37, 38)' });
    const [text, ground] = await painted(page, [(await style(page, '.mobile-menu__link:not(.mobile-menu__link--active)', ['color'])).color!, 'rgb(36, 37, 38)']);
    expect(contrast(text!, ground!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("Docusaurus layout: a blog post's table of contents", () => {
  it("beside the post in Infima's last two twelfths, to its toc_max_heading_level, the headings' inline code kept; none with hide_table_of_contents, none on a phone", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/blog/honey`);
    const toc = page.locator('.blog-layout > .toc--aside');
    // [x, y, width] as Docusaurus's build draws a post's TOC at 1280px (col--2 of the 1140px container).
    expect(await toc.evaluate((element) => [element.getBoundingClientRect().x, element.getBoundingClientRect().y, element.getBoundingClientRect().width].map(Math.round))).toEqual([1036, 122, 158]);
    // toc_max_heading_level: 4 in the post's front matter.
    expect(await toc.locator('.toc__link').allTextContents()).toEqual(['Spinning with a tangential extractor', 'Bottling slowly', 'Labels']);
    expect(await toc.locator('.toc__link').evaluateAll((links) => links.map((link) => link.innerHTML))).toEqual(['Spinning with a <code>tangential</code> extractor', 'Bottling <em>slowly</em>', 'Labels']);
    // Docusaurus's TOC code: 95% of the 0.8rem entry, in a box with Infima's code background and border.
    expect(await style(page, '.toc--aside .toc__link code', ['font-size', 'background-color', 'border-top-width', 'border-radius'])).toEqual({ 'font-size': '12.16px', 'background-color': 'rgb(246, 247, 248)', 'border-top-width': '1px', 'border-radius': '6.4px' });
    await gotoHydrated(page, `${server.url}/hive/blog/2026/03/05/queens`);
    expect(await page.locator('.markdown h3').count()).toBe(1);
    expect(await page.locator('.toc').count()).toBe(0);
    const { page: phone } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(phone, `${server.url}/hive/blog/honey`);
    expect(await phone.locator('.toc').evaluateAll((tocs) => tocs.filter((element) => getComputedStyle(element).display !== 'none').length)).toBe(0);
  });

  it("a doc's table of contents keeps a heading's inline code too", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    expect(await page.locator('.toc--aside .toc__link code').allTextContents()).toEqual(['smoker']);
  });
});

describe("Docusaurus layout: the blog's recent posts on a phone", () => {
  it('are in the menu on a blog page, the post being read marked', async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/blog/honey`);
    await page.locator('.navbar__toggle').click();
    const recent = page.locator('.mobile-menu nav[aria-label="Blog recent posts navigation"]');
    await recent.waitFor();
    expect(await recent.locator('a').allTextContents()).toContain('Honey harvest');
    expect(await recent.locator('a[aria-current="page"]').allTextContents()).toEqual(['Honey harvest']);
  });

  it("carry the docs sidebar's Docusaurus names there (a menu of menu__list-item > menu__link, the post menu__link--active) and look as Docusaurus's: 32px menu links 4px apart, each year's heading 12px in", async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    for (const path of ['blog/honey', 'blog', 'blog/tags']) {
      await gotoHydrated(page, `${server.url}/hive/${path}`);
      await page.locator('.navbar__toggle').click();
      const links = page.locator('.navbar-sidebar__item.menu ul.menu__list > li.menu__list-item > a.menu__link', { hasText: /Honey harvest|Queen rearing/ });
      await eventually(() => links.count()).toBe(2);
      expect(await page.locator('.navbar-sidebar__item.menu a.menu__link--active').allTextContents(), path).toEqual(path === 'blog/honey' ? ['Blog', 'Honey harvest'] : ['Blog']);
      await page.locator('.navbar-sidebar__close').click();
    }
    await gotoHydrated(page, `${server.url}/hive/blog/honey`);
    await page.locator('.navbar__toggle').click();
    const recent = page.locator('.mobile-menu nav[aria-label="Blog recent posts navigation"]');
    await recent.waitFor();
    // Measured once the menu has stopped moving (it slides in), to a tenth of a pixel.
    const measure = async () => {
      const boxes = await recent.locator('a, h3').evaluateAll((elements) => elements.map((element) => [element.tagName, element.getBoundingClientRect().x, element.getBoundingClientRect().y, element.getBoundingClientRect().height]));
      const [year, first, second] = boxes as [string, number, number, number][];
      const tenth = (value: number) => Math.round(value * 10) / 10;
      return { year: year[0], indent: tenth(year[1] - first[1]), sizes: [first[3], second[3], second[2] - first[2] - first[3]].map(tenth) };
    };
    await eventually(measure).toEqual({ year: 'H3', indent: 12, sizes: [32, 32, 4] });
  });
});

describe('Docusaurus layout: admonitions', () => {
  it("draw a 1.6em icon of the type's own before the title, in the title's colour (a bulb for tip, a flame for danger)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    const icon = (type: string) => style(page, `.theme-admonition-${type} .admonitionHeading`, ['mask-image', 'width', 'height', 'background-color', 'color'], '::before');
    const [tip, danger] = [await icon('tip'), await icon('danger')];
    expect(tip['mask-image']).toMatch(/^url\("data:image\/svg\+xml/);
    expect(danger['mask-image']).toMatch(/^url\("data:image\/svg\+xml/);
    expect(tip['mask-image']).not.toBe(danger['mask-image']);
    // 1.6em of the 14px title, as Docusaurus's 22px icon.
    expect([tip.width, tip.height].map((size) => Math.round(parseFloat(size!)))).toEqual([22, 22]);
    expect(tip['background-color']).toBe(tip.color);
  });
});

describe("Docusaurus layout: admonitions carry Docusaurus 3's class names", () => {
  it("a site's CSS for Docusaurus 3 admonitions applies, and Docusaurus 2's `.admonition` rules do not", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    // redux's stylesheet, written for Docusaurus 2, made the text black (unreadable in dark mode).
    await page.addStyleTag({ content: ".admonition { color: rgb(0, 0, 0); } .theme-admonition-tip { border-left-color: rgb(1, 2, 3); } .alert--danger { background-color: rgb(4, 5, 6); } .theme-admonition [class*='admonitionHeading'] { text-transform: none; } [class*='admonitionContent'] > p { font-style: italic; }" });
    expect(await style(page, '.theme-admonition-tip', ['color', 'border-left-color'])).toEqual({ color: 'rgb(0, 49, 0)', 'border-left-color': 'rgb(1, 2, 3)' });
    expect(await style(page, '.theme-admonition-danger', ['background-color'])).toEqual({ 'background-color': 'rgb(4, 5, 6)' });
    expect(await style(page, '.theme-admonition-tip .admonitionHeading', ['text-transform'])).toEqual({ 'text-transform': 'none' });
    expect(await style(page, '.theme-admonition-tip .admonitionContent > p', ['font-style'])).toEqual({ 'font-style': 'italic' });
  });

  it('as Docusaurus spaces them: 1em below, a 26.9px heading 0.3rem above 1.25rem-apart paragraphs, links underlined in the border colour', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    expect(await style(page, '.theme-admonition-tip', ['margin-bottom'])).toEqual({ 'margin-bottom': '16px' });
    const heading = await page.locator('.theme-admonition-tip .admonitionHeading').evaluate((element) => [Math.round(element.getBoundingClientRect().height * 10) / 10, getComputedStyle(element).marginBottom]);
    expect(heading).toEqual([26.9, '4.8px']);
    await page.locator('.theme-admonition-tip .admonitionContent').evaluate((content) => {
      content.insertAdjacentHTML('afterbegin', '<p id="added">A <a href="#x">link</a> first.</p>');
    });
    expect(await style(page, '#added', ['margin-bottom'])).toEqual({ 'margin-bottom': '20px' });
    expect(await style(page, '#added a', ['text-decoration-line', 'text-decoration-color'])).toEqual({ 'text-decoration-line': 'underline', 'text-decoration-color': 'rgb(0, 148, 0)' });
  });
});

describe("Docusaurus layout: links in a page's text", () => {
  it('are not underlined until the pointer is over them, as Infima draws them', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    const link = page.locator('.markdown p a', { hasText: 'swarm guide' });
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
    await link.hover();
    await eventually(() => link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
  });
});

describe('Docusaurus layout: the navbar on a phone', () => {
  it('keeps a long title on one line, cut short with an ellipsis, after a 30px menu button and a 32px logo', async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.locator('.navbar__items > .navbar__brand .navbar__title').evaluate((title) => {
      title.textContent = 'React Native Document picker & viewer';
    });
    const box = (selector: string) => page.locator(selector).first().evaluate((element) => {
      const { x, width, height } = element.getBoundingClientRect();
      return [x, width, Math.round(height * 10) / 10];
    });
    // Measured on the picker's Docusaurus build at 400px: the toggle at 16px, the brand at 54px, one 26.4px line.
    expect(await box('.navbar__toggle')).toEqual([16, 30, 30]);
    expect(await box('.navbar__items > .navbar__brand .navbar__logo')).toEqual([54, 32, 32]);
    // The logo is an image in a `navbar__logo` box, as Docusaurus's: a site's CSS for `.navbar__logo img` reaches it.
    await page.addStyleTag({ content: '.navbar__logo img { outline: 3px dashed rgb(1, 2, 3); }' });
    expect(await style(page, '.navbar__items > .navbar__brand .navbar__logo > img', ['outline-style'])).toEqual({ 'outline-style': 'dashed' });
    expect(await box('.navbar__items > .navbar__brand .navbar__logo > img')).toEqual([54, 32, 32]);
    const title = '.navbar__items > .navbar__brand .navbar__title';
    expect((await box(title))[2]).toBe(26.4);
    expect(await style(page, title, ['white-space', 'text-overflow', 'font-size'])).toEqual({ 'white-space': 'nowrap', 'text-overflow': 'ellipsis', 'font-size': '16px' });
    expect(await page.locator(title).evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

describe('Docusaurus layout: admonitions in each colour mode', () => {
  // Infima's alert colours as Docusaurus's build paints them: the contrast background and foreground
  // of the type (swapped in dark mode), a 5px left border in its dark colour, no other border.
  const expected = {
    light: { tip: ['rgb(230, 246, 230)', 'rgb(0, 49, 0)'], danger: ['rgb(255, 235, 236)', 'rgb(75, 17, 19)'], note: ['rgb(253, 253, 254)', 'rgb(71, 71, 72)'] },
    dark: { tip: ['rgb(0, 49, 0)', 'rgb(230, 246, 230)'], danger: ['rgb(75, 17, 19)', 'rgb(255, 235, 236)'], note: ['rgb(71, 71, 72)', 'rgb(253, 253, 254)'] },
  } as const;
  for (const mode of ['light', 'dark'] as const) {
    it(`${mode} mode: Infima's alert background, text and title colours, and its left border`, async () => {
      const { page } = await openPage(browser, { colorScheme: mode, viewport: { width: 1280, height: 900 } });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, `${server.url}/hive/docs/intro`);
      for (const [type, [background, text]] of Object.entries(expected[mode])) {
        expect(await style(page, `.theme-admonition-${type}`, ['background-color', 'color', 'border-top-width'])).toEqual({ 'background-color': background, color: text, 'border-top-width': '0px' });
        expect(await style(page, `.theme-admonition-${type} .admonitionHeading`, ['color'])).toEqual({ color: text });
      }
      expect(await style(page, '.theme-admonition-tip', ['border-left-width', 'border-left-color'])).toEqual({ 'border-left-width': '5px', 'border-left-color': 'rgb(0, 148, 0)' });
    });
  }
});

describe('Docusaurus layout: "Edit this page"', () => {
  it("shows a 20px pencil icon before the words, not docsgen's ✎ glyph", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    const edit = 'a.edit-this-page';
    expect(await page.locator(edit).innerText()).toBe('Edit this page');
    expect(await style(page, edit, ['content'], '::before')).toEqual({ content: 'none' });
    expect(await visibleIcons(page, edit)).toEqual([['edit-this-page__icon', 20]]);
  });
});

describe('Docusaurus layout: the phone\'s "On this page" bar', () => {
  it('has a chevron pointing down while closed and up while open', async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    /** The chevron's rotation in degrees (its computed transform matrix). */
    const angle = () =>
      page.locator('.toc--collapsible > summary').evaluate((summary) => {
        const m = new DOMMatrix(getComputedStyle(summary, '::after').transform);
        return Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI + 360) % 360;
      });
    // A border-drawn corner (bottom and right sides): 45° points down, 225° up.
    expect(await angle()).toBe(45);
    await page.locator('.toc--collapsible > summary').click();
    await eventually(angle).toBe(225);
  });
});

describe('Docusaurus layout: a navbar dropdown holding the page being read', () => {
  it('marks the link to the page inside the menu, not the dropdown\'s own label', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/help`);
    const more = page.locator('nav.navbar .navbar-dropdown__label', { hasText: 'More' });
    expect(await more.getAttribute('class')).not.toMatch(/--active/);
    await more.hover();
    expect(await page.locator('nav.navbar .navbar-dropdown__link--active').allTextContents()).toEqual(['Help']);
    expect(await page.locator('nav.navbar .navbar-dropdown__link[aria-current="page"]').allTextContents()).toEqual(['Help']);
  });
});

describe('Docusaurus layout: navbar.hideOnScroll left out (false, as Docusaurus)', () => {
  it('keeps the navbar in view while the reader scrolls down', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 500 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 900);
    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // A scroll event has been handled (the TOC follows the reader) before the navbar is looked at.
    await eventually(() => page.locator('.toc--aside .toc__link--active').count()).toBeGreaterThan(0);
    expect(await page.locator('nav.navbar').evaluate((nav) => [nav.classList.contains('navbar--hidden'), nav.getBoundingClientRect().bottom > 0])).toEqual([false, true]);
  });
});

describe("Docusaurus layout: a blog post's footer row", () => {
  const box = (page: Page, selector: string) =>
    page.locator(selector).first().evaluate((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left: Math.round(left), top: Math.round(top), right: Math.round(right), bottom: Math.round(bottom) };
    });

  it('on the post: 3rem below the text, the tags on their own row, "Edit this page" under them at the left, in pills of the link colour', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/blog/honey`);
    expect(await style(page, '.blog-post > .blog-post__footer', ['margin-top'])).toEqual({ 'margin-top': '48px' });
    const [tags, edit] = [await box(page, '.blog-post > .blog-post__footer .blog-tags'), await box(page, '.blog-post > .blog-post__footer .edit-this-page')];
    expect(edit.top).toBeGreaterThanOrEqual(tags.bottom);
    expect(edit.left).toBe(tags.left);
    expect(await style(page, '.blog-post > .blog-post__footer .edit-this-page', ['font-size'])).toEqual({ 'font-size': '16px' });
    const pill = await style(page, '.blog-post > .blog-post__footer .blog-tag', ['color', 'font-size', 'border-radius', 'padding']);
    // The fixture's --ifm-color-primary; 90% of 16px; Infima's radius; Docusaurus's tag padding.
    expect(pill).toEqual({ color: 'rgb(46, 133, 85)', 'font-size': '14.4px', 'border-radius': '6.4px', padding: '3.2px 8px 4.8px' });
  });

  it('in a list: the tags in three quarters of the row, "Read more" right-aligned in the last quarter, on the same line', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/blog`);
    const post = '.blog-post--preview:has(a[href="/hive/blog/honey"])';
    const [article, footer, tags, more] = [await box(page, post), await box(page, `${post} > .blog-post__footer`), await box(page, `${post} .blog-tags`), await box(page, `${post} .blog-post__read-more b`)];
    expect(more.right).toBe(article.right);
    expect(Math.abs(more.top - tags.top)).toBeLessThanOrEqual(4);
    expect(tags.right - footer.left).toBeLessThanOrEqual(Math.round((footer.right - footer.left) * 0.75) + 1);
  });
});

describe("Docusaurus layout: the phone menu's order", () => {
  it('opens on the docs sidebar under "← Back to main menu", which leads to the navbar items; reopened, the sidebar again', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    const visible = (selector: string) => page.locator(selector).first().isVisible();
    await page.locator('.navbar__toggle').click();
    const back = page.locator('.navbar-sidebar__back');
    await back.waitFor();
    expect(await back.innerText()).toBe('← Back to main menu');
    expect([await visible('.mobile-menu nav[aria-label="Docs sidebar"]'), await visible('.mobile-menu__items')]).toEqual([true, false]);
    // Right under the menu's header, above the sidebar.
    const [header, button, sidebar] = await Promise.all(['.navbar-sidebar__brand', '.navbar-sidebar__back', '.mobile-menu nav[aria-label="Docs sidebar"]'].map((s) => page.locator(s).boundingBox()));
    expect(Math.round(button!.y)).toBe(Math.round(header!.y + header!.height));
    expect(sidebar!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(await style(page, '.navbar-sidebar__back', ['font-weight', 'text-align'])).toEqual({ 'font-weight': '700', 'text-align': 'left' });
    await back.click();
    await eventually(() => visible('.mobile-menu__items')).toBe(true);
    expect([await visible('.mobile-menu nav[aria-label="Docs sidebar"]'), await back.isVisible()]).toEqual([false, false]);
    await eventually(() => page.evaluate(() => document.activeElement?.closest('.mobile-menu__items') !== null)).toBe(true);
    await page.locator('.navbar-sidebar__close').click();
    await page.locator('.navbar__toggle').click();
    await eventually(() => visible('.mobile-menu nav[aria-label="Docs sidebar"]')).toBe(true);
    expect(await visible('.mobile-menu__items')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('on a page without a menu of its own: the navbar items, no back button', async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/markdown-page`);
    await page.locator('.navbar__toggle').click();
    await page.locator('.mobile-menu__items').waitFor();
    expect(await page.locator('.navbar-sidebar__back').count()).toBe(0);
  });
});

describe("Docusaurus layout: navbar.style 'primary' on a phone", () => {
  it("the menu that opens from it is in the primary colour, its links light and the active one white", async () => {
    const { page } = await openPage(browser, { colorScheme: 'light', viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.locator('.navbar__toggle').click();
    await page.locator('.navbar-sidebar .sidebar__link--active').waitFor();
    // The fixture's navbar is 'dark': the menu's class is the one Navbar and MobileMenu take from navbar.style.
    await page.locator('.mobile-menu').evaluate((menu) => menu.classList.replace('mobile-menu--dark', 'mobile-menu--primary'));
    // Colours change with a short transition: wait for the end values.
    await eventually(() => style(page, '.navbar-sidebar', ['background-color'])).toEqual({ 'background-color': 'rgb(46, 133, 85)' });
    await eventually(() => style(page, '.navbar-sidebar .sidebar__link--active', ['color'])).toEqual({ color: 'rgb(255, 255, 255)' });
    const [text, ground] = await painted(page, [(await style(page, '.navbar-sidebar :is(.sidebar__category-button, .sidebar__category-label)', ['color'])).color!, 'rgb(46, 133, 85)']);
    expect(contrast(text!, ground!)).toBeGreaterThanOrEqual(3);
  });
});

describe('Docusaurus layout: the docs sidebar around the page being read', () => {
  it("draws the labels of the categories that hold the page in the primary colour, as Docusaurus's", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const holder = '.sidebar .sidebar__category:has(.sidebar__link--active) > .sidebar__category-row > :is(.sidebar__category-button, .sidebar__category-label)';
    expect(await page.locator(holder).count()).toBeGreaterThan(0);
    // The fixture's --ifm-color-primary, hovered too.
    await eventually(() => style(page, holder, ['color'])).toEqual({ color: 'rgb(46, 133, 85)' });
    await page.locator(holder).first().hover();
    await eventually(() => style(page, '.sidebar .menu__list-item-collapsible:hover', ['background-color'])).toEqual({ 'background-color': 'rgba(0, 0, 0, 0.05)' });
    expect(await style(page, holder, ['color'])).toEqual({ color: 'rgb(46, 133, 85)' });
  });
});

describe("Docusaurus layout: the phone menu's look", () => {
  it("as the picker's Docusaurus build at 400px: the logo and a one-line title in its header, a 21px close cross, a 37px back bar, the lists 0.5rem inside, the navbar's items 32px menu links", async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.locator('.navbar__toggle').click();
    const back = page.locator('.navbar-sidebar__back');
    await back.waitFor();
    const box = (selector: string) => page.locator(selector).first().evaluate((element) => {
      const { x, width, height } = element.getBoundingClientRect();
      return [Math.round(x), Math.round(width), Math.round(height)];
    });
    // Once the menu has slid in.
    await eventually(() => box('.navbar-sidebar__brand .navbar__logo')).toEqual([16, 32, 32]);
    expect((await box('.navbar-sidebar__brand .navbar__title'))[0]).toBe(56);
    expect(await style(page, '.navbar-sidebar__brand .navbar__title', ['white-space', 'text-overflow', 'font-size'])).toEqual({ 'white-space': 'nowrap', 'text-overflow': 'ellipsis', 'font-size': '16px' });
    expect((await box('.navbar-sidebar__close')).slice(1)).toEqual([21, 21]);
    // As Docusaurus lays the header out (the picker's and a create-docusaurus build's, at 400px): the brand as
    // wide as its short title, the colour toggle 1rem after it, the cross (its button no larger) 1rem from the edge.
    const [brandX, brandWidth] = await box('.navbar-sidebar__brand .navbar__brand');
    expect((await box('.navbar-sidebar__brand .color-mode-toggle'))[0]).toBe(brandX! + brandWidth! + 16);
    expect(await box('.navbar-sidebar__close')).toEqual([295, 21, 21]);
    expect(await box('.navbar-sidebar__back')).toEqual([0, 332, 37]);
    expect((await box('.mobile-menu__sidebar .sidebar__link--active')).slice(0, 2)).toEqual([8, 316]);
    await back.click();
    await page.locator('.mobile-menu__items').waitFor({ state: 'visible' });
    expect(await box('.mobile-menu__items > li > .mobile-menu__link')).toEqual([8, 316, 32]);
    expect(await style(page, '.mobile-menu__items > li > .mobile-menu__link', ['padding', 'font-weight', 'font-size'])).toEqual({ padding: '6px 12px', 'font-weight': '500', 'font-size': '16px' });
  });
});

// Found side by side with Docusaurus 3.10.2's build of the picker's docs (session 26's comparison).
describe('Docusaurus layout: the sidebar, the navbar dropdown and the phone menu as Docusaurus draws them', () => {
  for (const [mode, primary, ground] of [
    ['light', 'rgb(46, 133, 85)', 'rgba(0, 0, 0, 0.05)'],
    ['dark', 'rgb(37, 194, 160)', 'rgba(255, 255, 255, 0.05)'],
  ] as const) {
    it(`${mode} mode: the page's sidebar link and the page's links in the primary colour itself (Infima's --ifm-menu-color-active and --ifm-link-color), on Infima's hover ground`, async () => {
      const { page } = await openPage(browser, { colorScheme: mode, viewport: { width: 1280, height: 900 } });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, `${server.url}/hive/docs/intro`);
      // The fixture's --ifm-color-primary of the mode (#2e8555, #25c2a0); docsgen's own layout deepens it for contrast.
      expect(await style(page, '.sidebar .sidebar__link--active', ['color', 'background-color'])).toEqual({ color: primary, 'background-color': ground });
      expect(await style(page, 'main .markdown p a[href]', ['color'])).toEqual({ color: primary });
    });
  }

  it("a category's row is one hover target, as Infima's menu__list-item-collapsible: the pointer on its label grounds the whole row, not the label", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    const row = page.locator('.sidebar .menu__list-item-collapsible', { hasText: 'Guides' });
    const colour = () => row.locator('.menu__link').evaluate((link) => getComputedStyle(link).color);
    const before = await colour();
    await row.locator('.menu__link').hover();
    const grounds = () => row.evaluate((element) => [element, element.querySelector('.menu__link')!].map((e) => getComputedStyle(e).backgroundColor));
    await eventually(grounds).toEqual(['rgba(0, 0, 0, 0.05)', 'rgba(0, 0, 0, 0)']);
    // The label keeps its colour (Infima's menu__link:hover), as a page's link does.
    expect(await colour()).toBe(before);
    // A page's link too (on another page, where the first page's link is not the active one).
    await gotoHydrated(page, `${server.url}/hive/docs/guides/swarms`);
    const link = page.locator('.sidebar a.sidebar__link[href="/hive/docs/intro"]');
    const linkColour = await link.evaluate((element) => getComputedStyle(element).color);
    await link.hover();
    await eventually(() => link.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0.05)');
    expect(await link.evaluate((element) => getComputedStyle(element).color)).toBe(linkColour);
    expect(await style(page, '.sidebar .menu__list-item-collapsible', ['border-radius'])).toEqual({ 'border-radius': '4px' });
  });

  it("a navbar dropdown's links each 0.2rem below what is above them, the first one too (it stood 3.2px higher than Docusaurus's)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.locator('nav.navbar .navbar-dropdown__label', { hasText: 'More' }).hover();
    const menu = page.locator('nav.navbar .dropdown__menu');
    await menu.waitFor({ state: 'visible' });
    const tops = await menu.evaluate((element) => [element, ...element.querySelectorAll('a')].map((e) => e.getBoundingClientRect().top));
    const [first, second] = [tops[1]! - tops[0]!, tops[2]! - tops[1]!];
    // 0.5rem inside the menu and 0.2rem above the link, as in Docusaurus's build; 31.1px links, 3.2px apart.
    expect(first).toBeCloseTo(11.2, 1);
    expect(second).toBeCloseTo(31.1 + 3.2, 0);
  });

  it("the external-link icon as Docusaurus's: 13.5px, 12px in a dropdown's menu, 0.3rem after the label, at full strength", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.locator('nav.navbar .navbar-dropdown__label', { hasText: 'More' }).hover();
    await page.locator('nav.navbar .dropdown__menu').waitFor({ state: 'visible' });
    const icon = (selector: string) =>
      page.locator(selector).evaluate((link) => {
        const svg = link.querySelector('svg')!;
        const text = document.createRange();
        text.selectNodeContents(link.firstChild!);
        const [box, label] = [svg.getBoundingClientRect(), text.getBoundingClientRect()];
        return { size: [box.width, box.height], after: Math.round((box.left - label.right) * 10) / 10, opacity: getComputedStyle(svg).opacity };
      });
    expect(await icon('nav.navbar .navbar__items--right > a[href="https://git.example/bees"]')).toEqual({ size: [13.5, 13.5], after: 4.8, opacity: '1' });
    expect(await icon('nav.navbar .dropdown__menu a[href="https://forum.example/bees"]')).toEqual({ size: [12, 12], after: 4.8, opacity: '1' });
  });

  it("the phone menu's close cross as Docusaurus's: thin square-ended strokes from corner to corner of its 21px button, in Infima's grey, centred in the 60px header", async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    await page.locator('.navbar__toggle').click();
    const close = page.locator('.navbar-sidebar__close');
    // Once the menu has slid in.
    await eventually(() => close.evaluate((button) => Math.round(button.getBoundingClientRect().x))).toBe(295);
    const drawn = await close.evaluate((button) => {
      const [outer, cross] = [button.getBoundingClientRect(), button.querySelector('path')!.getBoundingClientRect()];
      const path = button.querySelector('path')!;
      const stroke = getComputedStyle(path);
      // The stroke's width on screen: in the path's units, times the screen pixels per unit.
      const weight = (parseFloat(stroke.strokeWidth) * cross.width) / path.getBBox().width;
      const round = (n: number) => Math.round(n * 100) / 100;
      return { button: [outer.y, outer.width, outer.height], inset: round(cross.x - outer.x), span: round(cross.width), weight: round(weight), cap: stroke.strokeLinecap, colour: stroke.stroke };
    });
    // Docusaurus's: a 15-unit cross (0.75 to 14.25, 1.2 wide) drawn at 21px, in --ifm-color-emphasis-600.
    expect(drawn).toEqual({ button: [19.5, 21, 21], inset: 1.05, span: 18.9, weight: 1.68, cap: 'butt', colour: 'rgb(141, 148, 158)' });
  });
});
