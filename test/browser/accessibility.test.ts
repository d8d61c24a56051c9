import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndSite, waitForHydration, type SiteServer } from '../helpers/browser.js';

/** axe-core (the rules engine behind Lighthouse's and browsers' accessibility audits). */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
let site: SiteServer;
useBrowserAndSite((b, s) => {
  browser = b;
  site = s;
});

interface Violation {
  id: string;
  impact: string;
  nodes: { target: string[] }[];
}

/** Every axe violation on the page as it is now, as "rule (impact): selectors" lines. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => (await (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe.run()).violations);
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function open(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const { page } = await openPage(browser, options);
  await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
  return page;
}

const PAGES = ['/', '/docs/install', '/docs/doc-picker-api', '/docs/category/document-picker', '/docs/sponsor-only/picker/save-as-dialog', '/docs/sponsor-only/errors', '/no-such-page'];

describe('accessibility (axe-core, every rule)', { timeout: 120_000 }, () => {
  it.each(PAGES)('%s has no violations in light mode', async (path) => {
    expect(await violations(await open(path))).toEqual([]);
  });

  it.each(['/', '/docs/install', '/docs/doc-picker-api'])('%s has no violations in dark mode', async (path) => {
    expect(await violations(await open(path, { colorScheme: 'dark' }))).toEqual([]);
  });

  it.each(['/docs/install', '/docs/doc-picker-api', '/docs/sponsor-only/picker/keeping-local-copy'])('%s has no violations 400 px wide', async (path) => {
    expect(await violations(await open(path, { viewport: { width: 400, height: 860 } }))).toEqual([]);
  });

  it('has no violations with the search results open, in both colour modes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open('/docs/install', { colorScheme });
      const input = page.locator('.navbar input[type="search"]');
      await expect.poll(() => input.getAttribute('placeholder')).not.toBe('Loading...');
      await input.fill('keepLocalCopy');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
      await page.keyboard.press('ArrowDown');
      expect(await violations(page)).toEqual([]);
    }
  });

  it('has no violations with the mobile menu open', async () => {
    const page = await open('/docs/install', { viewport: { width: 400, height: 860 } });
    await page.locator('button[aria-label*="menu" i]').first().click();
    await page.locator('[role="dialog"]').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
