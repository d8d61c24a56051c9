import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { ROOT, removeTempDirs } from '../helpers/cli.js';
import { launchChromium, openPage } from '../helpers/browser.js';
import { gotoHydrated, waitForIdle } from '../helpers/pageSteps.js';
import { smallSite } from '../helpers/smallSite.js';

/**
 * A site that installs React 19 (as Docusaurus 3.10's templates do). React 19 up to 19.2 (the
 * version test/react19 holds) sets an element's innerHTML again whenever its
 * `dangerouslySetInnerHTML` object is a new one, even with the same HTML: a page body handed a fresh `{ __html }` at each render lost the tab lists and copy buttons
 * the browser had added at the next render of the page (prettier's docs showed empty tab bars).
 */
const REACT_19 = path.join(ROOT, 'test', 'react19', 'node_modules');
let browser: Browser;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const site = await smallSite({
    'content/docs/install.md': '---\ntitle: Install\n---\n\n::::tabs{group="pm"}\n:::tab{label="npm"}\n```sh\nnpm install lamp\n```\n:::\n:::tab{label="yarn"}\n```sh\nyarn add lamp\n```\n:::\n::::\n',
  });
  await mkdir(path.join(site.root, 'node_modules'), { recursive: true });
  for (const name of ['react', 'react-dom']) await symlink(path.join(REACT_19, name), path.join(site.root, 'node_modules', name), 'dir');
  await build({ config: site.config, out: site.out, logger: silentLogger, crawl: false, cache: false });
  [browser, server] = await Promise.all([launchChromium(), servePlain(site.out, 0)]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

describe('a React 19 site in the browser', () => {
  it('renders the page again without replacing its body: the tab list and the chosen tab stay', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, `${server.url}/docs/install`);
    const tabs = await page.locator('.markdown .tabs').elementHandle();
    await page.getByRole('tab', { name: 'yarn' }).click();
    // The page's data loaded again (as `serve --watch` refreshes it): the same HTML, a new page object.
    await page.evaluate(() => (window as unknown as { __docsgenDev: { refresh(): Promise<void> } }).__docsgenDev.refresh());
    await waitForIdle(page);
    expect(await tabs!.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.locator('.markdown .tabs [role="tab"]').allTextContents()).resolves.toEqual(['npm', 'yarn']);
    await expect(page.getByRole('tab', { name: 'yarn' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.locator('.markdown .code-block button').count()).resolves.toBeGreaterThan(0);
  });
});
