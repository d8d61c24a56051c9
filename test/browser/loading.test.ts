import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { closeServer, listen } from '../../src/serve/staticServer.js';
import { launchChromium, openPage, waitForHydration } from '../helpers/browser.js';

// How a first visit loads, on a plain static host: what comes before the first paint, and what
// must not move while a long page is still arriving.
let browser: Browser;
let files: { url: string; close(): Promise<void> };
let slow: Server;
let slowUrl: string;
let releaseRest: (() => void) | undefined;

const LONG_PAGE = '/docs/doc-picker-api';

beforeAll(async () => {
  [browser, files] = await Promise.all([launchChromium(), servePlain(inject('siteDir'))]);
  // Sends the long page in two parts: everything before its table of contents, then (when the
  // test says so) the rest. Other requests are passed to the plain server.
  slow = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(files.url + (request.url ?? '/'));
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      if (new URL(request.url ?? '/', 'http://x').pathname !== LONG_PAGE) return void response.end(body);
      const cut = body.indexOf('<nav class="toc');
      response.write(body.subarray(0, cut));
      await new Promise<void>((resolve) => (releaseRest = resolve));
      response.end(body.subarray(cut));
    })().catch(() => response.destroy()); // the plain server closed under it at the end of the run
  });
  slowUrl = await listen(slow, 0, '127.0.0.1');
});
afterEach(async () => {
  releaseRest?.();
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  // The proxy first: it still forwards to the plain server while its requests are open.
  if (slow) await closeServer(slow);
  await files?.close();
});

describe('first load', () => {
  it('requests the client only after the first contentful paint, and still hydrates', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${files.url}/docs/install`);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const css = entries.find((e) => /\/assets\/main-[^/]+\.css$/.test(e.name));
      const scripts = entries.filter((e) => /\/assets\/[^/]+\.js$/.test(e.name));
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { cssEnd: css?.responseEnd, paint: paint?.startTime, firstScriptStart: Math.min(...scripts.map((e) => e.startTime)), scripts: scripts.length };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.cssEnd).toBeDefined();
    expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.cssEnd!);
    // Not even a request for the client before the page has painted its content.
    expect(timing.paint).toBeDefined();
    expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.paint!);
    expect(errors).toEqual([]);
  });

  it('does not move the article of a long page when its table of contents arrives last', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1350, height: 940 } });
    await page.addInitScript(() => {
      const w = window as Window & { __shift?: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift! += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${slowUrl}${LONG_PAGE}`, { waitUntil: 'commit' });
    // The first part is on screen: the article is laid out, the table of contents is not there yet.
    await page.locator('article.doc h1').waitFor();
    await page.waitForFunction(() => !document.querySelector('.toc--aside') && performance.getEntriesByType('paint').length > 0);
    const before = await page.locator('article.doc').boundingBox();
    releaseRest!();
    await page.locator('.toc--aside').waitFor();
    await waitForHydration(page);
    expect(await page.locator('article.doc').boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as Window & { __shift?: number }).__shift)).toBe(0);
  });
});
