import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { eventually, waitForHeading } from '../helpers/pageSteps.js';

// The Docusaurus-layout fixture (baseUrl /hive/): its home is a React page, src/pages/index.tsx,
// with a hero, three feature columns with SVGs and a counter (useState, onClick) in the page.
const BASE = '/hive/';
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-layout/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]), BASE);

const url = (route: string) => `${server.url.replace(/\/$/, '')}${BASE}${route}`;
const counter = (page: Page) => page.getByRole('button', { name: /^Hives counted: \d+$/ });

async function expectHomeLaidOut(page: Page): Promise<void> {
  const hero = page.locator('header.hero.hero--primary');
  await expect.poll(() => hero.locator('h1.hero__title').textContent()).toBe('Beekeeping Notes');
  expect(await hero.locator('.hero__subtitle').textContent()).toBe('Hives, honey and swarms');
  // Infima's rules as Docusaurus applies them: the hero in the primary colour (the site's
  // --ifm-color-primary), three columns side by side at a third of the row each, SVGs shown.
  const heroStyle = await hero.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color }));
  expect(heroStyle.background).not.toBe('rgba(0, 0, 0, 0)');
  const columns = page.locator('.row > .col.col--4');
  expect(await columns.count()).toBe(3);
  const boxes = await columns.evaluateAll((all) => all.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), width: r.width })));
  const rowWidth = await page.locator('.row').first().evaluate((el) => el.getBoundingClientRect().width);
  expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
  for (const box of boxes) expect(Math.abs(box.width - rowWidth / 3)).toBeLessThan(2);
  for (const svg of await page.locator('.col--4 svg[role="img"]').all()) expect((await svg.boundingBox())?.height).toBeGreaterThan(50);
}

describe('a React page (src/pages/index.tsx)', () => {
  it('renders its hero and feature columns, and its counter counts once hydrated, without console errors', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(url(''));
    await waitForHydration(page);
    await expectHomeLaidOut(page);
    // Its own <main> is the page's only one (the layout frames it with a div, as Docusaurus's Layout).
    expect(await page.locator('main').count()).toBe(1);
    // The page is one island (its own code has state): the browser hydrates it, then clicks count.
    await eventually(() => page.locator('docsgen-island[data-island="src/pages/index.tsx#default"]').getAttribute('data-island-state')).toBe('hydrated');
    await counter(page).click();
    await counter(page).click();
    await eventually(() => counter(page).textContent()).toBe('Hives counted: 2');
    // What useDocusaurusContext gives in the browser is the build's: the hero kept its text.
    expect(await page.locator('.hero__subtitle').textContent()).toBe('Hives, honey and swarms');
    expect(errors).toEqual([]);
  });

  it('links to the docs through the router, and works again when navigated back to', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(url(''));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Start keeping bees' }).click();
    await page.waitForURL(/\/hive\/docs\/intro$/);
    await waitForHeading(page, 'First hive');
    await page.goBack();
    await page.waitForURL(new RegExp(`${BASE}$`));
    await expectHomeLaidOut(page);
    await eventually(() => page.locator('docsgen-island[data-island="src/pages/index.tsx#default"]').getAttribute('data-island-state')).toBe('hydrated');
    await counter(page).click();
    await eventually(() => counter(page).textContent()).toBe('Hives counted: 1');
    expect(errors).toEqual([]);
  });

  it('a doc page loads none of the React page code', async () => {
    const { page, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(url('docs/intro'));
    await waitForHydration(page);
    const code = await Promise.all(scripts.map((script) => page.evaluate((src) => fetch(src).then((r) => r.text()), script)));
    expect(code.join('\n')).not.toContain('Hives counted');
    expect(errors).toEqual([]);
  });
});
