import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';

// A Docusaurus site's <Tabs> drawn as Infima's tabs are (Docusaurus 3.10.2's build of redux-toolkit's
// getting-started measured: no rule under the list, bold 1rem labels padded by
// --ifm-tabs-padding-vertical/-horizontal, 1rem by default, a 3px border under the chosen tab, the
// global radius on its top corners, no fixed height).
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-code-look/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));

describe("a Docusaurus site's tabs", () => {
  it("are Infima's: no rule under the list, bold 1rem labels with 1rem padding, a 3px border under the chosen one", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 } });
    await page.goto(`${server.url}/docs/panes`);
    await page.locator('[role=tab][aria-selected=true]').waitFor();
    const measured = await page.evaluate(() => {
      const list = getComputedStyle(document.querySelector('[role=tablist]')!);
      const chosen = document.querySelector('[role=tab][aria-selected=true]')!;
      const tab = getComputedStyle(chosen);
      const rem = getComputedStyle(document.documentElement).fontSize;
      return {
        listRule: list.borderBottomStyle,
        weight: tab.fontWeight,
        size: tab.fontSize === rem,
        padding: [tab.paddingTop, tab.paddingLeft].every((value) => value === rem),
        border: tab.borderBottomWidth,
        radius: [tab.borderTopLeftRadius, tab.borderBottomLeftRadius],
        height: Math.round(chosen.getBoundingClientRect().height) === Math.round(2 * parseFloat(rem) + parseFloat(tab.lineHeight) + 3),
      };
    });
    expect(measured).toEqual({ listRule: 'none', weight: '700', size: true, padding: true, border: '3px', radius: ['6.4px', '0px'], height: true });
    expect(errors).toEqual([]);
  });
});
