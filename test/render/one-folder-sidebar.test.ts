import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { routeToFile } from '../../src/shared/paths.js';
import { oneFolderPage, writeOneFolderSite } from '../helpers/oneFolderSite.js';

/**
 * A site of 200 pages in one folder, with `docs.sidebarInlineLimit: 10`: each page's HTML holds
 * its neighbourhood of the folder, not the folder, and still every page is reachable by links
 * without JavaScript (what a crawler sees).
 */
const PAGES = 200;
const LIMIT = 10;
let dir: string;
let out: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-one-folder-'));
  out = path.join(dir, 'build');
  await build({ config: await writeOneFolderSite(dir, PAGES, LIMIT), out, logger: silentLogger, crawl: false, cache: false });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const html = (route: string) => readFile(path.join(out, routeToFile(route)), 'utf8');
const sidebarOf = (page: string) => page.slice(page.indexOf('<aside class="sidebar'), page.indexOf('</aside>'));
const linksIn = (page: string) => [...page.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);

describe('a sidebar category of 200 pages, limit 10', () => {
  it('puts the page’s neighbourhood in its HTML: the first, the last and the pages around it, the current one marked', async () => {
    const sidebar = sidebarOf(await html(oneFolderPage(150)));
    const folder = [...sidebar.matchAll(/<a class="sidebar__link[^"]*" href="([^"]*)"/g)].map((m) => m[1]!).filter((href) => href.startsWith('/docs/api/'));
    expect(folder).toEqual([0, 146, 147, 148, 149, 150, 151, 152, 153, 199].map(oneFolderPage));
    expect(sidebar).toContain(`href="${oneFolderPage(150)}" aria-current="page"`);
    expect(sidebar.match(/class="sidebar__item sidebar__gap"/g)).toHaveLength(2);
    expect(sidebar).toContain('145 more');
  });

  it('every page is reachable from the home page by following links, without JavaScript', async () => {
    const pages = new Set<string>();
    const walk = async (folder: string) => {
      for (const entry of await readdir(path.join(out, folder), { withFileTypes: true })) {
        const relative = path.posix.join(folder, entry.name);
        if (entry.isDirectory() && entry.name !== '__data' && entry.name !== 'assets') await walk(relative);
        else if (entry.name.endsWith('.html') && relative !== '404.html') pages.add(relative);
      }
    };
    await walk('');
    expect(pages.size).toBeGreaterThan(PAGES);
    const reached = new Set(['index.html']);
    const queue = ['index.html'];
    while (queue.length) {
      const page = await readFile(path.join(out, queue.shift()!), 'utf8');
      for (const href of linksIn(page)) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const file = routeToFile(href.replace(/[#?].*$/, ''));
        if (pages.has(file) && !reached.has(file)) {
          reached.add(file);
          queue.push(file);
        }
      }
    }
    expect([...pages].filter((page) => !reached.has(page))).toEqual([]);
  });

  it('keeps each page’s HTML the same size wherever the page is in the folder', async () => {
    const sizes = await Promise.all([0, 10, 100, 190, 199].map(async (i) => sidebarOf(await html(oneFolderPage(i))).length));
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(200);
    // The route's JSON and the data in the HTML hold no sidebar at all.
    const data = await readFile(path.join(out, '__data', `${oneFolderPage(150).slice(1)}.json`), 'utf8');
    expect(data).not.toContain(oneFolderPage(148));
  });
});
