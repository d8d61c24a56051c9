import { rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, serveSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';
import { buildFixtureCopy } from '../helpers/siteCopy.js';

let browser: Browser;
let site: SiteServer;
let tempDir: string;
const warnings: string[] = [];

beforeAll(async () => {
  // A copy is built (the fixture stays as it is).
  // onUnsafeLinks: 'warn' — the build succeeds with every script URL removed and listed.
  const copy = await buildFixtureCopy({ config: 'test/fixtures/unsafe-links-site/site.config.ts', logger: { info: () => {}, warn: (m) => warnings.push(m) } }, 'docsgen-unsafe-links-');
  tempDir = copy.dir;
  const out = copy.out;
  [browser, site] = await Promise.all([launchChromium(), serveSite(out)]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('script URLs in Markdown', () => {
  it('are listed as warnings with file:line', () => {
    const text = warnings.join('\n');
    expect(text).toMatch(/unsafe links? found \(onUnsafeLinks: 'warn'\)/);
    expect(text).toMatch(/unsafe HTML constructs? found \(onUnsafeHtml: 'warn'\)/);
    const lines = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 25, 26, 28, 29, 31, 33, 34, 35, 36, 37, 38];
    for (const line of lines) expect(text).toContain(`content/docs/links.md:${line}:`);
  });

  it('none runs when the page loads or its links, buttons and elements are clicked or hovered: no dialog opens', { timeout: 60_000 }, async () => {
    const { page } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      // A dialog still open when the page closes cannot be dismissed: no unhandled rejection.
      dialog.dismiss().catch(() => undefined);
    });
    await gotoHydrated(page, `${site.url}/docs/links`);
    const links = page.locator('.markdown a');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(15);
    for (let i = 0; i < count; i++) {
      await links.nth(i).click();
      // Let the click's navigation (if any) settle before the next one.
      await page.waitForLoadState('load');
    }
    for (const button of await page.locator('.markdown button').all()) {
      await button.click();
      await page.waitForLoadState('load');
    }
    await page.locator('.markdown div', { hasText: 'hover' }).last().hover();
    expect(new URL(page.url()).pathname).toBe('/docs/links');
    expect(dialogs).toEqual([]);
    const hrefs = await links.evaluateAll((nodes) => nodes.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href ?? '').not.toMatch(/^\s*(javascript|vbscript|data):/i);
    expect(await page.locator('.markdown img').evaluateAll((nodes) => nodes.map((img) => img.getAttribute('src')))).not.toContainEqual(expect.stringMatching(/script:/i));
    // The listener works: a dialog the page does open is recorded.
    await page.evaluate(() => setTimeout(() => alert('control'), 0));
    await expect.poll(() => dialogs).toEqual(['control']);
  });
});
