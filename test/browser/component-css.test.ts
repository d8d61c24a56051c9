import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndBuiltSite({ config: 'test/fixtures/sites/component-css/site.config.ts' }, (b, s) => {
  browser = b;
  site = s;
});

/** The styles the components' stylesheets give, as the browser computes them. */
const styles = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const card = document.querySelector('.markdown div[class*="Card-module_card_"]')!;
    return {
      badge: style('.markdown .badge').backgroundColor,
      badgeRadius: style('.markdown .badge').borderTopLeftRadius,
      cardBorder: getComputedStyle(card).borderTopColor,
      cardPadding: getComputedStyle(card).paddingTop,
      cardTitle: getComputedStyle(card.querySelector('p')!).fontSize,
      footerNote: style('.footer-note').color,
      footerAlign: style('.footer-note').textAlign,
    };
  });

const expected = {
  badge: 'rgb(10, 120, 60)',
  badgeRadius: '999px',
  cardBorder: 'rgb(200, 40, 40)',
  cardPadding: '12px',
  cardTitle: '22px',
  footerNote: 'rgb(90, 30, 150)',
  footerAlign: 'center',
};

describe('stylesheets imported by components', () => {
  it('style the page on load, with JavaScript', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/styled`);
    expect(await styles(page)).toEqual(expected);
    expect(errors).toEqual([]);
  });

  it('style the page with JavaScript off', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/styled`);
    expect(await styles(page)).toEqual(expected);
  });

  it('style the page after a client-side navigation', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    await page.locator('.markdown a', { hasText: 'styled page' }).click();
    await waitForHeading(page, 'Styled');
    expect(await styles(page)).toEqual(expected);
    expect(errors).toEqual([]);
  });
});
