import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/log.js';
import { launchChromium, openPage } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';

// The Docusaurus-layout fixture (docusaurus.config.ts, baseUrl /hive/) and its navbar dropdown.
let browser: Browser;
let server: { url: string; close(): Promise<void> };
let temp: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-dropdown-'));
  const out = path.join(temp, 'build');
  await build({ config: 'test/fixtures/sites/docusaurus-layout/docusaurus.config.ts', out, logger: silentLogger, crawl: false, cache: false });
  [browser, server] = await Promise.all([launchChromium(), servePlain(out, 0, { base: '/hive/' })]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('navbar dropdown', () => {
  it('opens on hover and on keyboard focus, and its links lead to their pages', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/markdown-page`);
    const menu = page.locator('nav.navbar .navbar-dropdown__menu');
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.locator('nav.navbar .navbar-dropdown__label').hover();
    await menu.waitFor({ state: 'visible' });
    await page.mouse.move(5, 700);
    await menu.waitFor({ state: 'hidden' });
    await page.locator('nav.navbar .navbar-dropdown__label').focus();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Help');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hive\/help$/);
    await page.locator('text=Ask on').waitFor();
    expect(errors).toEqual([]);
  });

  it('in the mobile menu its links are listed under its label', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await gotoHydrated(page, `${server.url}/hive/markdown-page`);
    await page.locator('.navbar__menu-button').click();
    const links = page.locator('.mobile-menu .navbar-dropdown__link');
    await links.first().waitFor({ state: 'visible' });
    await expect(links.allInnerTexts()).resolves.toEqual(['Help', 'Start here', 'Forum']);
    expect(errors).toEqual([]);
  });
});
