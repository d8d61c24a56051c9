import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, serveSite, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { buildFixtureCopy, copyDocusaurusSite } from '../helpers/siteCopy.js';
import { silentLogger } from '../../src/util/log.js';

// A highlighted line (`{2}`, `// highlight-next-line`) of a Docusaurus site is drawn as Docusaurus
// draws `.theme-code-block-highlighted-line`: a full-width row in the site's
// `--docusaurus-highlighted-code-line-bg` (Docusaurus's own default when the site sets none), with
// no bar. The same with docsgen's lines and with the site's swizzled @theme/CodeBlock/Line, whose
// line carries that class only (test/fixtures/sites/docusaurus-code-lines).
const FIXTURE = 'test/fixtures/sites/docusaurus-code-lines';
let browser: Browser;
let swizzled: SiteServer;
useBrowserAndBuiltSite({ config: `${FIXTURE}/docusaurus.config.js`, cache: false }, (b, s) => ([browser, swizzled] = [b, s]));

// The same site without its swizzles: docsgen's own lines.
let plain: SiteServer;
let plainRoot: string;
beforeAll(async () => {
  plainRoot = await copyDocusaurusSite(FIXTURE, 'docsgen-plain-lines-');
  await rm(path.join(plainRoot, 'src', 'theme'), { recursive: true });
  const { build } = await import('../../src/build.js');
  const out = path.join(plainRoot, 'build');
  await build({ config: path.join(plainRoot, 'docusaurus.config.js'), out, logger: silentLogger, crawl: false, cache: false });
  plain = await serveSite(out);
}, 180_000);
// A swizzled Line that draws numbered lines as table rows, the number a cell (as Docusaurus's own Line does).
let table: SiteServer;
let tableDir: string;
beforeAll(async () => {
  // A copy is built (the fixture stays as it is).
  const copy = await buildFixtureCopy({ config: 'test/fixtures/sites/docusaurus-table-lines/docusaurus.config.js', cache: false }, 'docsgen-table-lines-');
  tableDir = copy.dir;
  table = await serveSite(copy.out);
}, 180_000);
afterAll(async () => {
  await table?.close();
  if (tableDir) await rm(tableDir, { recursive: true, force: true });
  await plain?.close();
  if (plainRoot) await rm(plainRoot, { recursive: true, force: true });
});

/** The highlighted line's background and box shadow, and how far its row reaches across the block's code area. */
const lineLook = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const line = document.querySelector(selector)!;
    const pre = line.closest('pre')!;
    const style = getComputedStyle(line);
    const row = line.getBoundingClientRect();
    const box = pre.getBoundingClientRect();
    return { background: style.backgroundColor, shadow: style.boxShadow, fullWidth: Math.abs(row.left - box.left) < 1.5 && Math.abs(row.right - box.right) < 1.5, text: (line as HTMLElement).innerText.trim() };
  }, selector);

describe("a Docusaurus site's highlighted code lines", () => {
  for (const [name, site, selector] of [
    ['docsgen’s lines', () => plain, '.code-block__pre code > .line--highlighted'],
    ['a swizzled @theme/CodeBlock/Line', () => swizzled, '.code-block__pre code > .theme-code-block-highlighted-line'],
  ] as const) {
    it(`${name}: a full-width row in Docusaurus's highlighted-line colour, light and dark`, async () => {
      for (const [scheme, colour] of [['light', 'rgb(72, 77, 91)'], ['dark', 'rgb(100, 100, 100)']] as const) {
        const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 }, colorScheme: scheme });
        await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
        await page.goto(`${site().url}/docs/pruning`);
        await page.locator(selector).waitFor();
        await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(scheme);
        await expect(lineLook(page, selector)).resolves.toEqual({ background: colour, shadow: 'none', fullWidth: true, text: 'shears.cut(3);' });
        expect(errors).toEqual([]);
      }
    });
  }

  it("a swizzled Line's table rows: the number cell at the block's edge in the code's background, the highlighted row across the block", async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1000, height: 700 } });
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${table.url}/docs/entries`);
    await page.locator('pre .theme-code-block-highlighted-line').waitFor();
    const measured = await page.evaluate(() => {
      const pre = document.querySelector('pre')!;
      let back: Element | null = pre;
      while (back && getComputedStyle(back).backgroundColor === 'rgba(0, 0, 0, 0)') back = back.parentElement;
      const line = pre.querySelector('.theme-code-block-highlighted-line')!;
      const number = line.firstElementChild!;
      const [box, row, cell] = [pre, line, number].map((element) => element.getBoundingClientRect());
      return { cellLeft: Math.round(cell!.left - box!.left), cellBackground: getComputedStyle(number).backgroundColor, codeBackground: back && getComputedStyle(back).backgroundColor, rowLeft: Math.round(row!.left - box!.left), rowRight: Math.round(box!.right - row!.right), rowDisplay: getComputedStyle(line).display };
    });
    expect(measured).toEqual({ cellLeft: 0, cellBackground: measured.codeBackground, codeBackground: expect.stringMatching(/^rgb/), rowLeft: 0, rowRight: 0, rowDisplay: 'table-row' });
    expect(errors).toEqual([]);
  });
});
