/**
 * Pages whose file names need escaping in a URL (`a b.md`, `what?.md`, `100%.md`, `c#.md`): their
 * URLs are percent-encoded everywhere docsgen writes them (links, sidebar, canonical, sitemap.xml,
 * llms.txt, search), their files keep the names on disk, the crawl passes, `docsgen serve` answers
 * them, and a visitor reaches each by a click (client navigation) and by its address.
 * Fixture: test/fixtures/gate-sites/url-escaping.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, waitForHydration } from '../helpers/browser.js';
import { ROOT, buildFixture, expectSuccess, fixtureConfig, removeTempDirs } from '../helpers/cli.js';
import { searchDocs } from '../helpers/searchFiles.js';

const PAGES = [
  { file: 'a b', url: '/docs/a%20b', title: 'Spaced out' },
  { file: 'what?', url: '/docs/what%3F', title: 'What is it' },
  { file: '100%', url: '/docs/100%25', title: 'One hundred percent' },
  { file: 'c#', url: '/docs/c%23', title: 'C sharp' },
];

let out: string;
let base: string;
let stopServer: () => void;
let browser: Browser;

beforeAll(async () => {
  const built = await buildFixture(fixtureConfig('url-escaping'), ['--crawl']);
  expectSuccess(built);
  expect(built.stdout).toMatch(/✓ crawl/);
  out = built.out;
  const server = spawn(process.execPath, [path.join(ROOT, 'bin', 'docsgen'), 'serve', '--config', fixtureConfig('url-escaping'), '--dir', out, '--port', '0'], { cwd: ROOT });
  stopServer = () => server.kill('SIGTERM');
  base = await new Promise<string>((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const url = /http:\/\/\S+/.exec(text);
      if (url) resolve(url[0]);
    });
    server.once('exit', (code) => reject(new Error(`docsgen serve exited with ${code}`)));
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  stopServer?.();
  await browser?.close();
  await removeTempDirs();
});

describe('file names that need escaping in URLs', { timeout: 60_000 }, () => {
  it('keep their names on disk', async () => {
    expect((await readdir(path.join(out, 'docs'))).sort()).toEqual(['100%.html', '100%.md', 'a b.html', 'a b.md', 'c#.html', 'c#.md', 'intro.html', 'intro.md', 'what?.html', 'what?.md']);
    expect((await readdir(path.join(out, '__data', 'docs'))).sort()).toEqual(['100%.json', 'a b.json', 'c#.json', 'intro.json', 'what?.json']);
  });

  it('are percent-encoded in links, the sidebar, canonical URLs, sitemap.xml, llms.txt and the search files', async () => {
    const intro = await readFile(path.join(out, 'docs', 'intro.html'), 'utf8');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
    const search = JSON.stringify(await searchDocs((file) => readFile(path.join(out, file), 'utf8')));
    for (const page of PAGES) {
      // Content links (the Markdown links resolved to routes) and the sidebar both name it.
      expect(intro.split(`href="${page.url}"`).length - 1, `links to ${page.url} in docs/intro.html`).toBeGreaterThanOrEqual(2);
      const html = await readFile(path.join(out, 'docs', `${page.file}.html`), 'utf8');
      expect(html).toContain(`<link rel="canonical" href="https://gates.example.com${page.url}"`);
      expect(sitemap).toContain(`<loc>https://gates.example.com${page.url}</loc>`);
      expect(llms).toContain(`(https://gates.example.com${page.url}.md)`);
      expect(search).toContain(`"${page.url}#details"`);
    }
    expect(intro).toContain('href="/docs/a%20b#details"');
    // Nothing unencoded anywhere.
    for (const text of [intro, sitemap, llms, search]) expect(text).not.toMatch(/\/docs\/(a b|what\?|100%(?!25)|c#)/);
  });

  it('docsgen serve answers each address with its page, its data and its Markdown', async () => {
    for (const page of PAGES) {
      const html = await fetch(`${base}${page.url}`);
      expect(html.status, page.url).toBe(200);
      expect(await html.text()).toMatch(new RegExp(`<h1[^>]*>${page.title}</h1>`));
      const data = await fetch(`${base}/__data${page.url}.json`);
      expect(data.status).toBe(200);
      const markdown = await fetch(`${base}${page.url}.md`);
      expect(await markdown.text()).toContain(`title: ${page.title}`);
    }
  });

  it('a visitor reaches each page by clicking its link and by its address', async () => {
    const { page, errors } = await openPage(browser);
    // The fixture has no favicon: the browser's own request for one is not the site's concern.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    for (const target of PAGES) {
      await page.goto(`${base}/docs/intro`);
      await waitForHydration(page);
      await page.locator(`article a[href="${target.url}"]`).first().click();
      await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, target.title);
      expect(new URL(page.url()).pathname).toBe(target.url);
      await page.goto(`${base}${target.url}`);
      await expect(page.locator('h1').textContent()).resolves.toBe(target.title);
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
