import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { closeTestContexts, launchChromium, openPage, waitForHydration } from '../helpers/browser.js';
import { readMarker, setMarker, waitForHeading, waitForIdle } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

/**
 * `<DocCardList />` pages of a Docusaurus site under `/manual/` (test/fixtures/sites/docusaurus-doc-cards)
 * in Chromium: the cards are there without JavaScript, lead on client-side with it, and come with
 * the page when the visitor arrives by client-side navigation.
 */
const BASE = '/manual/';
let browser: Browser;
let server: { url: string; close(): Promise<void> };
let root: string;

beforeAll(async () => {
  root = await copyDocusaurusSite('test/fixtures/sites/docusaurus-doc-cards', 'docsgen-doc-cards-browser-');
  const out = path.join(root, 'build');
  const built = build({ config: path.join(root, 'docusaurus.config.js'), out, logger: silentLogger, crawl: false, cache: false });
  [browser] = await Promise.all([launchChromium(), built]);
  server = await servePlain(out, 0, { base: BASE });
}, 180_000);
// The contexts the tests opened; openPage's kept pages are reset for the next test instead.
afterEach(() => closeTestContexts(browser));
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const cardTitles = (page: import('playwright-core').Page) => page.locator('main .cards .card__title').allTextContents();

describe('doc cards in the browser', () => {
  it('without JavaScript the category page shows its cards, and a card leads to its page', async () => {
    // No script runs; the browser's own favicon request outside the base is the only console error there.
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const missing: string[] = [];
    page.on('response', (response) => void (response.status() >= 400 && missing.push(new URL(response.url()).pathname)));
    await page.goto(`${server.url}${BASE}docs/guides`);
    expect(await cardTitles(page)).toEqual(['📄️Trim the wick', '📄️Polish the lens', '🗃️Storm duty']);
    await page.locator('.card__link', { hasText: 'Storm duty' }).click();
    await waitForHeading(page, 'Sound the fog signal');
    expect(new URL(page.url()).pathname).toBe(`${BASE}docs/guides/advanced/fog`);
    expect(missing).toEqual([]);
  });

  it('with JavaScript: reached by client-side navigation the page has its cards, and a card navigates client-side', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}${BASE}docs/intro`);
    await waitForHydration(page);
    // The island reading the docs client API of this unversioned site: hydrated with the build's data
    // (a browser without the docs versions would render it again with other text).
    await page.locator('[data-island-state="hydrated"] .docs-data').waitFor();
    await waitForIdle(page);
    expect(await page.locator('.docs-data').textContent()).toBe('default at /manual/docs: current at /manual/docs; reading current');
    await setMarker(page);
    await page.locator('nav a', { hasText: /^Guides$/ }).first().click();
    await waitForHeading(page, 'Guides');
    expect(await cardTitles(page)).toEqual(['📄️Trim the wick', '📄️Polish the lens', '🗃️Storm duty']);
    // Cards, not the page body's list and link look: no bullet indent, no underline, two cards a row (see the grid test below).
    const look = await page.evaluate(() => {
      const list = document.querySelector('main .markdown .cards')!;
      const tops = [...list.querySelectorAll('.card__link')].map((card) => Math.round(card.getBoundingClientRect().top));
      return { indent: getComputedStyle(list).paddingLeft, underline: getComputedStyle(list.querySelector('.card__link')!).textDecorationLine, rows: new Set(tops).size };
    });
    expect(look).toEqual({ indent: '0px', underline: 'none', rows: 2 });
    await page.locator('.card__link', { hasText: 'Polish the lens' }).click();
    await waitForHeading(page, 'Polish the lens');
    expect(new URL(page.url()).pathname).toBe(`${BASE}docs/guides/lens`);
    // The same document all along: both were client-side navigations.
    expect(await readMarker(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('an island with state reading the current category: the same list after hydration, a click answers, also when reached client-side', async () => {
    const { page, errors } = await openPage(browser);
    const picker = page.locator('[data-island-state="hydrated"] .category-picker');
    const check = async () => {
      await picker.waitFor();
      expect(await picker.locator('.category-picker__title').textContent()).toBe('Pick from Guides (Trim the wick first)');
      expect(await picker.locator('button').allTextContents()).toEqual(['Trim the wick', 'Polish the lens', 'Storm duty']);
      // Hydrated on the build's HTML, not rendered afresh (React marks a mismatch on the island).
      expect(await page.locator('docsgen-island[data-island-rendered="client"]').count()).toBe(0);
      await picker.getByRole('button', { name: 'Polish the lens' }).click();
      await expect.poll(() => picker.locator('.category-picker__chosen').textContent()).toBe('Chosen: Polish the lens');
    };
    await page.goto(`${server.url}${BASE}docs/guides`);
    await waitForHydration(page);
    await check();
    // Arriving by client-side navigation: the island comes with the page's HTML, its sidebar with it.
    await page.goto(`${server.url}${BASE}docs/intro`);
    await waitForHydration(page);
    await setMarker(page);
    await page.locator('nav a', { hasText: /^Guides$/ }).first().click();
    await waitForHeading(page, 'Guides');
    await check();
    expect(await readMarker(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  // Docusaurus's DocCardList grid (Infima's col--6 in a row; measured on a Docusaurus 3.10 build of
  // the same cards): two cards a row from 997px, one below it, 2rem apart both ways, 2rem inside;
  // the description on one line, cut short. A generated index is three quarters of the column wide
  // from 997px, at its left.
  const grid = async (width: number, file: string) => {
    const { page } = await openPage(browser, { viewport: { width, height: 900 } });
    await page.goto(`${server.url}${BASE}${file}`);
    await page.locator('main .cards .card__link').first().waitFor();
    return page.evaluate(() => {
      const boxes = [...document.querySelectorAll('main .cards .card__link')].map((card) => card.getBoundingClientRect());
      const first = boxes[0]!;
      const right = boxes.find((box) => Math.round(box.top) === Math.round(first.top) && box.left > first.left);
      const below = boxes.find((box) => box.top > first.top);
      const description = getComputedStyle(document.querySelector('main .card__description')!);
      const doc = document.querySelector('main .doc')!.getBoundingClientRect();
      const column = document.querySelector('main .doc-main')!.getBoundingClientRect();
      return {
        perRow: boxes.filter((box) => Math.round(box.top) === Math.round(first.top)).length,
        across: right ? Math.round(right.left - first.right) : null,
        down: below ? Math.round(below.top - first.bottom) : null,
        padding: getComputedStyle(document.querySelector('main .card__link')!).padding,
        oneLine: [description.whiteSpace, description.textOverflow],
        docShare: Math.round((doc.width / (column.width - 32)) * 100),
      };
    });
  };

  it.each([
    [1280, 2, 32],
    [900, 1, null],
    [400, 1, null],
  ])('the cards at %ipx: %i a row, as Docusaurus lays them out', async (width, perRow, across) => {
    const cards = await grid(width, 'docs/guides');
    expect(cards).toMatchObject({ perRow, across, down: 32, padding: '32px', oneLine: ['nowrap', 'ellipsis'] });
  });

  it('a generated index is three quarters of the column wide from 997px, the whole width below', async () => {
    expect((await grid(1280, 'docs/category/reference')).docShare).toBe(75);
    expect((await grid(900, 'docs/category/reference')).docShare).toBe(100);
  });
});

