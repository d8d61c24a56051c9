import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { eventually, gotoHydrated, waitForHeading } from '../helpers/pageSteps.js';

let browser: Browser;
let site: SiteServer;

useBrowserAndBuiltSite({ config: 'test/fixtures/sites/mdx/site.config.ts' }, (b, s) => {
  browser = b;
  site = s;
});

/** The selected tab and the panels a reader sees. */
const tabState = (page: Page) =>
  page.locator('.markdown .tabs[data-group="stove"]').evaluate((el) => ({
    selected: [...el.querySelectorAll('[role="tab"][aria-selected="true"]')].map((t) => t.textContent),
    visible: [...el.querySelectorAll(':scope > .tabs__panel')].filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.label),
  }));

async function checkInteractions(page: Page): Promise<void> {
  // Tabs from <Tabs>/<TabItem>.
  expect(await tabState(page)).toEqual({ selected: ['Gas'], visible: ['Gas'] });
  await page.locator('.markdown .tabs').getByRole('tab', { name: 'Induction' }).click();
  expect(await tabState(page)).toEqual({ selected: ['Induction'], visible: ['Induction'] });

  // <Details summary=…> and a <details> written as HTML open on click.
  for (const summaryText of ['Why the oven must be preheated', 'Storing leftovers']) {
    const details = page.locator('.markdown details.details', { has: page.locator('summary', { hasText: summaryText }) });
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await details.locator('summary').click();
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  }

  // The copy button of a <CodeBlock>.
  const block = page.locator('.code-block', { has: page.locator('.code-block__title', { hasText: 'timer.js' }) });
  await block.locator('.code-block__copy').click();
  await eventually(() => block.locator('.code-block__copy-label').textContent()).toBe('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const minutes = 25;\nstartTimer(minutes);');
}

describe('an MDX page', () => {
  it('has working tabs, details and copy buttons on a fresh load, without errors', async () => {
    const { page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, `${site.url}/docs/kitchen/recipes`);
    await checkInteractions(page);
    expect(errors).toEqual([]);
  });

  it('has them after a client-side navigation too', async () => {
    const { page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, `${site.url}/docs/intro`);
    await page.locator('.markdown a', { hasText: 'recipes' }).click();
    await waitForHeading(page, 'Recipes');
    await checkInteractions(page);
    expect(errors).toEqual([]);
  });
});
