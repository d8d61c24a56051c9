import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, serveSite, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';
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
afterAll(async () => {
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
});
