import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, waitForHydration, type SiteServer } from '../helpers/browser.js';
import { eventually, readMarker, setMarker, waitForHeading } from '../helpers/pageSteps.js';

// A Docusaurus site with `trailingSlash: true` (test/fixtures/sites/trailing-slash), built and served
// by docsgen's static server (what `docsgen serve` answers with): every page is at /path/.
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/trailing-slash/site.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]));

const pathname = (page: Page) => new URL(page.url()).pathname;

async function openRecorded(): Promise<{ page: Page; errors: string[]; failed: string[] }> {
  const { page, errors } = await openPage(browser);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { page, errors, failed };
}

describe('a site with trailingSlash: true', () => {
  it('navigates client-side by relative Markdown links, the sidebar, pagination and the navbar, the address always ending in /', async () => {
    const { page, errors, failed } = await openRecorded();
    await page.goto(`${server.url}/docs/next/intro/`);
    await waitForHeading(page, 'Introduction');
    await waitForHydration(page);
    await setMarker(page);

    // `../guides/dens` written for the page at /docs/next/intro/.
    await page.locator('.markdown a', { hasText: 'dens' }).click();
    await waitForHeading(page, 'Dens');
    expect(pathname(page)).toBe('/docs/next/guides/dens/');

    // A Markdown link to a .md file, then a relative link with an anchor, from the page reached client-side.
    await page.locator('.markdown a', { hasText: 'feeding' }).click();
    await waitForHeading(page, 'Feeding');
    expect(pathname(page)).toBe('/docs/next/guides/feeding/');
    await page.locator('.markdown a', { hasText: 'dens' }).click();
    await waitForHeading(page, 'Dens');
    expect(new URL(page.url()).hash).toBe('#holts');

    await page.locator('.sidebar a', { hasText: 'Guides' }).first().click();
    await waitForHeading(page, 'Guides');
    expect(pathname(page)).toBe('/docs/next/category/guides/');

    // The page before is named like a version (/docs/next/1.x): a page all the same, its address ends in /.
    await page.locator('.pagination__link--prev').click();
    await waitForHeading(page, 'Release 1.x');
    expect(pathname(page)).toBe('/docs/next/1.x/');

    await page.goBack();
    await waitForHeading(page, 'Guides');
    expect(pathname(page)).toBe('/docs/next/category/guides/');

    await page.locator('.navbar a', { hasText: 'Feeding' }).first().click();
    await waitForHeading(page, 'Feeding (1.0)');
    expect(pathname(page)).toBe('/docs/guides/feeding/');

    // Every step was a client navigation.
    expect(await readMarker(page)).toBe(1);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a full load of a page without its slash lands at /path/, where its relative links work', async () => {
    const { page, errors, failed } = await openRecorded();
    await page.goto(`${server.url}/docs/guides/feeding`);
    await waitForHeading(page, 'Feeding (1.0)');
    await waitForHydration(page);
    expect(pathname(page)).toBe('/docs/guides/feeding/');
    // `../../intro/` from /docs/guides/feeding/.
    await page.locator('.markdown a', { hasText: 'introduction' }).click();
    await waitForHeading(page, 'Introduction (1.0)');
    expect(pathname(page)).toBe('/docs/intro/');
    // A canonical link names the page with its slash.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://otters.example/docs/intro/');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a pathname:/// link loads the static file whole', async () => {
    const { page, errors } = await openRecorded();
    await page.goto(`${server.url}/docs/next/intro/`);
    await waitForHydration(page);
    await setMarker(page);
    await page.locator('.markdown a', { hasText: 'old site' }).click();
    await eventually(() => page.title()).toBe('Old otter notes');
    // docsgen's server answers a static .html file at its clean URL too, as Netlify and GitHub Pages do.
    expect(['/legacy/old.html', '/legacy/old']).toContain(pathname(page));
    expect(await readMarker(page)).toBeUndefined();
    // The static page asks for /favicon.ico, which this site does not have: its own error, not docsgen's.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
