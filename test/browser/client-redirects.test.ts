import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { removeTempDirs } from '../helpers/cli.js';
import { launchChromium, openPage } from '../helpers/browser.js';
import { gotoHydrated } from '../helpers/pageSteps.js';
import { smallSite } from '../helpers/smallSite.js';

// A site under /repo/ with client redirects; a page that links to an old address.
let browser: Browser;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const site = await smallSite(
    {
      'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nThe setup section.\n',
      'content/docs/links.md': '---\ntitle: Links\n---\n\nSee [the old guide](/old-guide#setup).\n',
      'content/static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>',
    },
    `baseUrl: '/repo/',
  favicon: 'img/icon.svg',\n  clientRedirects: { redirects: [{ from: '/old-guide', to: '/docs/guide' }] },`,
  );
  await build({ config: site.config, out: site.out, logger: silentLogger, crawl: false, cache: false });
  [browser, server] = await Promise.all([launchChromium(), servePlain(site.out, 0, { base: '/repo/' })]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await removeTempDirs();
});

describe('client redirects in the browser', () => {
  it('opening an old address lands on the page, with the query and fragment the visitor came with', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}/repo/old-guide?from=mail#setup`);
    await page.waitForURL(/\/repo\/docs\/guide\?from=mail#setup$/);
    await page.locator('h2#setup').waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('a link to an old address, followed in the page, goes on to the page and its anchor', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${server.url}/repo/docs/links`);
    await page.locator('main a', { hasText: 'the old guide' }).click();
    await page.waitForURL(/\/repo\/docs\/guide#setup$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Guide');
    expect(errors).toEqual([]);
  });
});
