import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowserAndBuiltSite, type SiteServer } from '../helpers/browser.js';
import { gotoHydrated, waitForHeading } from '../helpers/pageSteps.js';

// The Docusaurus-layout fixture's blog (baseUrl /hive/, postsPerPage 2): newest first, the list's
// page 1 holds "Queen rearing" (no fold) and "Honey harvest" (truncated), page 2 "First post".
let browser: Browser;
let server: SiteServer;
useBrowserAndBuiltSite({ config: 'test/fixtures/sites/docusaurus-layout/docusaurus.config.ts', cache: false }, (b, s) => ([browser, server] = [b, s]), '/hive/');

const articles = (page: Page) => page.locator('main article');
const titles = (page: Page) => articles(page).locator('h2').allInnerTexts();

describe('the blog in the browser', () => {
  it('the list shows each post up to its fold, and "Read more" leads to the whole post', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${server.url}/hive/blog`);
    expect(await titles(page)).toEqual(['Queen rearing', 'Honey harvest']);
    const honey = articles(page).filter({ hasText: 'Honey harvest' });
    await expect(honey.innerText()).resolves.toContain('Jars and jars of honey.');
    // The text after {/* truncate */} is not in the list.
    await expect(honey.innerText()).resolves.not.toContain('The rest of the harvest story.');
    // A post with no fold is shown whole, with no "Read more".
    await expect(articles(page).filter({ hasText: 'Queen rearing' }).getByRole('link', { name: /Read more/ }).count()).resolves.toBe(0);
    await honey.getByRole('link', { name: /Read more/ }).click();
    await page.waitForURL(/\/hive\/blog\/honey$/);
    await waitForHeading(page, 'Honey harvest');
    await page.getByText('The rest of the harvest story.').waitFor();
    expect(errors).toEqual([]);
  });

  it("a post's tag leads to the tag's page, which lists every post with it", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${server.url}/hive/blog/honey`);
    await page.locator('main').getByRole('link', { name: 'Hives', exact: true }).click();
    await page.waitForURL(/\/hive\/blog\/tags\/hives$/);
    await waitForHeading(page, 'Hives');
    await page.getByText('Posts about hives').waitFor();
    expect(await titles(page)).toEqual(['Honey harvest', 'First post']);
    expect(errors).toEqual([]);
  });

  it('the list\'s next page holds the older posts, and its previous link comes back', async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${server.url}/hive/blog`);
    const pagination = page.getByRole('navigation', { name: 'Blog list page navigation' });
    await pagination.locator('a[rel="next"]').click();
    await page.waitForURL(/\/hive\/blog\/page\/2$/);
    await articles(page).filter({ hasText: 'First post' }).waitFor();
    expect(await titles(page)).toEqual(['First post']);
    await expect(pagination.locator('a[rel="next"]').count()).resolves.toBe(0);
    await pagination.locator('a[rel="prev"]').click();
    await page.waitForURL(/\/hive\/blog$/);
    await articles(page).filter({ hasText: 'Queen rearing' }).waitFor();
    expect(await titles(page)).toEqual(['Queen rearing', 'Honey harvest']);
    expect(errors).toEqual([]);
  });

  it("the head names the feeds, and each link serves the feed with the posts' absolute URLs", async () => {
    const { page, errors } = await openPage(browser);
    await gotoHydrated(page, `${server.url}/hive/docs/intro`);
    const feeds = await page.locator('head link[rel="alternate"][type$="+xml"], head link[rel="alternate"][type="application/feed+json"]').evaluateAll((links) =>
      links.map((link) => ({ type: link.getAttribute('type'), href: (link as HTMLLinkElement).href })),
    );
    expect(feeds.map((feed) => feed.type)).toEqual(['application/rss+xml', 'application/atom+xml', 'application/feed+json']);
    for (const feed of feeds) {
      const response = await page.request.get(feed.href);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('https://bees.example/hive/blog/honey');
    }
    expect(new URL(feeds[0]!.href).pathname).toBe('/hive/blog/rss.xml');
    expect(errors).toEqual([]);
  });

  it('feedOptions.xslt: opened in the browser, the RSS and Atom feeds read as pages linking each post', async () => {
    const { page } = await openPage(browser);
    for (const feed of ['rss.xml', 'atom.xml']) {
      await page.goto(`${server.url}/hive/blog/${feed}`);
      await page.locator('h1').filter({ hasText: 'Beekeeping Notes Blog' }).waitFor();
      expect(await page.locator('article h2 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).toEqual([
        'https://bees.example/hive/blog/2026/03/05/queens',
        'https://bees.example/hive/blog/honey',
        'https://bees.example/hive/blog/2026/01/01/first',
      ]);
    }
  });
});
