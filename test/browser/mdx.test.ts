import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer, copiedText, recordClipboardWrites } from '../helpers/browser.js';
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
  expect(await copiedText(page)).toBe('const minutes = 25;\nstartTimer(minutes);');
}

describe('an MDX page', () => {
  it('has working tabs, details and copy buttons on a fresh load, without errors', async () => {
    const { page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await recordClipboardWrites(page);
    await gotoHydrated(page, `${site.url}/docs/kitchen/recipes`);
    await checkInteractions(page);
    expect(errors).toEqual([]);
  });

  it('has them after a client-side navigation too', async () => {
    const { page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await recordClipboardWrites(page);
    await gotoHydrated(page, `${site.url}/docs/intro`);
    await page.locator('.markdown a', { hasText: 'recipes' }).click();
    await waitForHeading(page, 'Recipes');
    await checkInteractions(page);
    expect(errors).toEqual([]);
  });
});

describe('<Tabs queryString>', () => {
  const state = (page: Page, index: number) =>
    page.locator('.markdown .tabs').nth(index).evaluate((el) => ({
      selected: [...el.querySelectorAll('[role="tab"][aria-selected="true"]')].map((t) => t.textContent),
      visible: [...el.querySelectorAll(':scope > .tabs__panel')].filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.value),
    }));

  it('selects the tab the URL query names, writes the choice back to the URL and keeps groups in sync', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/kitchen/ovens?fuel=electric&rack=low&keep=1#cleaning`);
    // The query wins over the default; the group without a query key follows it on load.
    expect(await state(page, 0)).toEqual({ selected: ['Electric'], visible: ['electric'] });
    expect(await state(page, 1)).toEqual({ selected: ['electric'], visible: ['electric'] });
    expect(await state(page, 2)).toEqual({ selected: ['Low rack'], visible: ['low'] });

    const entries = await page.evaluate(() => history.length);
    await page.locator('.markdown .tabs').first().getByRole('tab', { name: 'Gas' }).click();
    await eventually(() => page.evaluate(() => location.search)).toBe('?fuel=gas&rack=low&keep=1');
    expect(await page.evaluate(() => [location.hash, history.length])).toEqual(['#cleaning', entries]);
    expect(await state(page, 1)).toEqual({ selected: ['gas'], visible: ['gas'] });

    // A choice in the synced group without a key of its own updates the keyed group and its key.
    await page.locator('.markdown .tabs').nth(1).getByRole('tab', { name: 'wood' }).click();
    expect(await state(page, 0)).toEqual({ selected: ['Wood'], visible: ['wood'] });
    await eventually(() => page.evaluate(() => location.search)).toBe('?fuel=wood&rack=low&keep=1');

    await page.locator('.markdown .tabs').nth(2).getByRole('tab', { name: 'Middle rack' }).click();
    await eventually(() => page.evaluate(() => location.search)).toBe('?fuel=wood&rack=middle&keep=1');

    // A reload keeps what the URL says.
    await gotoHydrated(page, page.url());
    expect(await state(page, 0)).toEqual({ selected: ['Wood'], visible: ['wood'] });
    expect(await state(page, 2)).toEqual({ selected: ['Middle rack'], visible: ['middle'] });
    expect(errors).toEqual([]);
  });

  it('falls back to the default for a value the group does not have, and carries TabItem attributes to the tab', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/kitchen/ovens?fuel=coal`);
    expect(await state(page, 0)).toEqual({ selected: ['Wood'], visible: ['wood'] });
    expect(await state(page, 2)).toEqual({ selected: ['Middle rack'], visible: ['middle'] });
    const tab = page.locator('.markdown .tabs').first().getByRole('tab', { name: 'Electric' });
    expect(await tab.evaluate((el) => [el.classList.contains('electric-tab'), el.getAttribute('data-hint')])).toEqual([true, 'plug']);
    expect(await page.locator('.markdown .tabs').first().evaluate((el) => el.classList.contains('fuel-tabs'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the default tab, not the first, before the tab list is built', async () => {
    const { page } = await openPage(browser);
    // The inline head script runs (html.js); the bundle that builds the tab lists never arrives.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${site.url}/docs/kitchen/ovens`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
    const shown = await page.locator('.markdown .tabs').evaluateAll((groups) =>
      groups.map((group) => [...group.querySelectorAll(':scope > .tabs__panel')].filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.value)),
    );
    expect(shown).toEqual([['wood'], ['gas'], ['middle']]);
  });

  it('shows every panel, the default one included, with JavaScript off', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}/docs/kitchen/ovens?fuel=gas`);
    const wood = page.locator('.markdown .tabs').first().locator('.tabs__panel[data-value="wood"]');
    expect(await wood.isVisible()).toBe(true);
    expect(await wood.innerText()).toContain('Let the embers settle for an hour.');
    expect(await page.locator('.markdown .tabs').first().locator('.tabs__label', { hasText: 'Electric' }).isVisible()).toBe(true);
  });
});

describe("a page with tabs that imports a partial with tabs", () => {
  it("gives each tab its own panel: no id twice, and a partial's tab shows the partial's panel", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${site.url}/docs/kitchen/sides`);
    await page.locator('.markdown .tabs[data-enhanced]').first().waitFor();
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // Every tab controls the panel of its own group, and that panel is labelled by it.
    const mismatches = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.markdown [role="tab"]')]
        .filter((tab) => {
          const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
          return !panel || panel.closest('.tabs') !== tab.closest('.tabs') || panel.getAttribute('aria-labelledby') !== tab.id;
        })
        .map((tab) => tab.id),
    );
    expect(mismatches).toEqual([]);
    const sauces = page.locator('.markdown .tabs', { has: page.locator('.tabs__panel[data-label="Pesto"]') });
    const potatoes = page.locator('.markdown .tabs', { has: page.locator('.tabs__panel[data-label="Potatoes"]') });
    await sauces.getByRole('tab', { name: 'Pesto' }).click();
    await eventually(() => sauces.locator('.tabs__panel[data-label="Pesto"]').isVisible()).toBe(true);
    expect(await sauces.locator('.tabs__panel[data-label="Tomato"]').isVisible()).toBe(false);
    // The page's own group with the same ids before the fix is untouched.
    expect(await potatoes.locator('.tabs__panel[data-label="Potatoes"]').isVisible()).toBe(true);
    expect(await potatoes.locator('.tabs__panel[data-label="Rice"]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
