import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-migration/site.mdx.config.ts' }, (b, s) => {
  browser = b;
  site = s;
});

/** Each npm2yarn group's selected tab and the code a reader sees in it. */
const groups = (page: Page) =>
  page.locator('.markdown .tabs[data-group="npm2yarn"]').evaluateAll((groups) =>
    groups.map((group) => ({
      selected: group.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
      code: [...group.querySelectorAll(':scope > .tabs__panel')].filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => p.querySelector('code')?.textContent),
    })),
  );

describe('a page moved from Docusaurus', () => {
  it('shows ```bash npm2yarn blocks as npm / Yarn / pnpm tabs that switch together', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/planting`);
    expect(await groups(page)).toEqual([
      { selected: 'npm', code: ['npm install seed-planner'] },
      { selected: 'npm', code: ['npm run plan'] },
    ]);
    await page.locator('.markdown .tabs').first().getByRole('tab', { name: 'Yarn' }).click();
    expect(await groups(page)).toEqual([
      { selected: 'Yarn', code: ['yarn add seed-planner'] },
      { selected: 'Yarn', code: ['yarn plan'] },
    ]);
    expect(errors).toEqual([]);
  });

  it('shows a .md page\'s <Tabs> as tabs when the site reads .md as MDX', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/tools`);
    await page.locator('.markdown .tabs[data-group="bed"]').getByRole('tab', { name: 'In the ground' }).click();
    expect(await page.locator('.markdown .tabs[data-group="bed"] .tabs__panel:visible').innerText()).toContain('A long-handled spade saves your back.');
    expect(await page.locator('.markdown').innerText()).not.toContain('@theme/Tabs');
    expect(errors).toEqual([]);
  });

  it('shows <TOCInline> as a list of the page\'s headings whose links lead to them', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/calendar`);
    const toc = page.locator('.markdown .toc-inline');
    expect(await toc.locator('a').allInnerTexts()).toEqual(['Spring', 'Sowing seeds', 'Pruning', 'Autumn', 'Pruning', 'Mulching']);
    await toc.getByRole('link', { name: 'Mulching' }).click();
    await page.waitForURL(/#mulch$/);
    expect(await page.locator('#mulch').evaluate((el) => el.tagName)).toBe('H3');
    expect(await page.locator('#mulch').innerText()).toMatch(/^Mulching/);
    expect(errors).toEqual([]);
  });
});
