import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/serve.js';
import { launchChromium, openPage, waitForHydration } from '../helpers/browser.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let server: RunningServer;
let browser: Browser;
let page: string;
let original: string;

beforeAll(async () => {
  // A copy of the real site, so edits never touch the repository's content (nor its caches).
  const copy = await copyFixtureSite(root, 'docsgen-watch-');
  dir = copy.root;
  await writeFile(path.join(dir, 'site.config.ts'), copy.configSource);
  page = path.join(dir, 'content/docs/sponsor-only/jest-mocks.md');
  original = await readFile(page, 'utf8');
  [server, browser] = await Promise.all([serve({ config: path.join(dir, 'site.config.ts'), port: 0, host: '127.0.0.1', watch: true }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serve --watch', () => {
  it('shows an edit without a manual reload, shows a broken edit as an overlay, clears it when fixed', async () => {
    const { page: tab, errors } = await openPage(browser);
    await tab.goto(`${server.url}/docs/sponsor-only/jest-mocks`);
    await waitForHydration(tab);
    await tab.evaluate(() => {
      (window as Window & { __marker?: number }).__marker = 1;
      window.scrollTo(0, 400);
    });

    await writeFile(page, `${original}\n\nA sentence added while the server watches.\n`);
    await tab.waitForFunction(() => document.querySelector('main')?.textContent?.includes('A sentence added while the server watches.'));
    // Refreshed in place: same window, same scroll position.
    expect(await tab.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1);
    expect(await tab.evaluate(() => window.scrollY)).toBe(400);

    await writeFile(page, original.replace(/^title: .*$/m, 'title: [unclosed'));
    const overlay = tab.locator('#docsgen-error-overlay');
    await overlay.waitFor();
    expect(await overlay.textContent()).toMatch(/jest-mocks\.md:\d+(:\d+)?: malformed YAML front matter/);
    // The last good page is still served.
    const response = await fetch(`${server.url}/docs/sponsor-only/jest-mocks`);
    expect(await response.text()).toContain('A sentence added while the server watches.');

    await writeFile(page, original);
    await overlay.waitFor({ state: 'detached' });
    await tab.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('A sentence added while the server watches.'));
    expect(errors).toEqual([]);
  });

  it('adds a new page to the sidebar without a restart, and removes it again', async () => {
    const { page: tab } = await openPage(browser);
    await tab.goto(`${server.url}/docs/install`);
    await waitForHydration(tab);
    await writeFile(
      path.join(dir, 'content/docs/sponsor-only/faq.md'),
      '---\ntitle: Frequently asked questions\ndescription: Answers to the questions people ask most.\nsidebar_position: 99\n---\n\nShort answers.\n',
    );
    await tab.locator('.sidebar a[href="/docs/sponsor-only/faq"]').waitFor();
    const response = await fetch(`${server.url}/docs/sponsor-only/faq`);
    expect(response.status).toBe(200);

    // Deleting it takes it out of the sidebar, and its URL is a 404 again.
    await rm(path.join(dir, 'content/docs/sponsor-only/faq.md'));
    await tab.locator('.sidebar a[href="/docs/sponsor-only/faq"]').waitFor({ state: 'detached' });
    expect((await fetch(`${server.url}/docs/sponsor-only/faq`)).status).toBe(404);
  });

  it('shows a replaced image and a changed static file without a restart', async () => {
    const { page: tab, errors } = await openPage(browser);
    await tab.goto(`${server.url}/docs/sponsor-only/picker/keeping-local-copy`);
    await waitForHydration(tab);
    const image = tab.locator('main picture img').first();
    const before = { src: await image.getAttribute('src'), width: await image.getAttribute('width') };
    // Same file name, new pixels and size: the page must show the new version.
    const replacement = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#d2452b' } }).png().toBuffer();
    await writeFile(path.join(dir, 'content/assets/pick-flow.png'), replacement);
    await tab.waitForFunction((old) => document.querySelector('main picture img')?.getAttribute('src') !== old, before.src);
    expect(before.width).not.toBe('320');
    expect(await image.getAttribute('width')).toBe('320');
    const served = await fetch(`${server.url}${await image.getAttribute('src')}`);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);

    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#d2452b"/></svg>';
    await writeFile(path.join(dir, 'content/static/img/logo.svg'), logo);
    await expect.poll(async () => (await fetch(`${server.url}/img/logo.svg`)).text(), { timeout: 10_000 }).toBe(logo);
    expect(errors).toEqual([]);
  });
});
