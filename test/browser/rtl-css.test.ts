import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';

// Docusaurus runs rtlcss over a right-to-left locale's CSS: a site's `margin-left` is the Arabic
// page's `margin-right`. docsgen mirrors the site's own CSS (customCss, its components' CSS
// modules) in that locale's build only; its own theme is written for both directions.
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-rtl/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));

const sides = (selector: string) => {
  const style = getComputedStyle(document.querySelector(selector)!);
  return { marginLeft: style.marginLeft, marginRight: style.marginRight, borderLeft: style.borderLeftWidth, borderRight: style.borderRightWidth, paddingLeft: style.paddingLeft, paddingRight: style.paddingRight, textAlign: style.textAlign };
};

describe("a right-to-left locale's site CSS", () => {
  it('is mirrored on the Arabic page (customCss and a CSS module), an rtl:ignore rule kept, and left as written on the English one', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 } });
    await page.goto(`${server.url}/ar/docs/intro`);
    await page.locator('#component-probe').waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await expect(page.evaluate(sides, '#site-probe')).resolves.toMatchObject({ marginLeft: '0px', marginRight: '40px', borderLeft: '0px', borderRight: '6px' });
    await expect(page.evaluate(sides, '#site-kept')).resolves.toMatchObject({ marginLeft: '24px', marginRight: '0px' });
    await expect(page.evaluate(sides, '#component-probe')).resolves.toMatchObject({ paddingLeft: '0px', paddingRight: '32px', textAlign: 'right' });

    await page.goto(`${server.url}/docs/intro`);
    await page.locator('#component-probe').waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('ltr');
    await expect(page.evaluate(sides, '#site-probe')).resolves.toMatchObject({ marginLeft: '40px', marginRight: '0px', borderLeft: '6px', borderRight: '0px' });
    await expect(page.evaluate(sides, '#component-probe')).resolves.toMatchObject({ paddingLeft: '32px', paddingRight: '0px', textAlign: 'left' });
    expect(errors).toEqual([]);
  });
});
