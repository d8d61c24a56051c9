import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import { build, type BuildOptions } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { diskSource } from '../../src/serve/fileSource.js';
import { closeServer, createStaticServer, listen } from '../../src/serve/staticServer.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium.js';

/**
 * A Chromium for one test file: a connection to the one the run's global setup started (each file
 * its own browser contexts; `close()` closes them and disconnects), else a Chromium of its own.
 * One Chromium per run, not one per file: starting one costs about a CPU-second.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) {
    const shared = await chromium.connect(endpoint).catch(() => undefined);
    if (shared) return shared;
  }
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
}

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a built folder (default: the real site built by globalSetup) on 127.0.0.1. */
export async function serveSite(dir: string = inject('siteDir')): Promise<SiteServer> {
  const server: Server = createStaticServer({ source: diskSource(dir) });
  const url = await listen(server, 0, '127.0.0.1');
  return {
    url,
    close: () => closeServer(server),
  };
}

/** A page that records console errors and uncaught exceptions, for "no errors" assertions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|did not match/i.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Resolves once React has hydrated the page (the router then intercepts clicks). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Registers the hooks most browser test files share: one Chromium and one site server per file,
 * every browser context closed after each test. `ready` receives them once started.
 */
export function useBrowserAndSite(
  ready: (browser: Browser, site: SiteServer) => void,
  siteDir: () => Promise<string> = async () => inject('siteDir'),
  serve: (dir: string) => Promise<SiteServer> = serveSite,
): void {
  let browser: Browser | undefined;
  let site: SiteServer | undefined;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), siteDir().then(serve)]);
    ready(browser, site);
  }, 180_000);
  afterEach(async () => {
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}

/**
 * useBrowserAndSite for a fixture site: `options.config` is built (no crawl) into a temporary
 * folder, removed after the file's tests. `ready` also gets that output folder. With
 * `staticHostBase`, the site is served as a plain static host (GitHub Pages) would serve it, and
 * only under that path (everything else a bare 404), instead of by docsgen's own server.
 */
export function useBrowserAndBuiltSite(options: BuildOptions, ready: (browser: Browser, site: SiteServer, out: string) => void, staticHostBase?: string): void {
  let tempDir: string | undefined;
  let out = '';
  useBrowserAndSite(
    (browser, site) => ready(browser, site, out),
    async () => {
      tempDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-fixture-site-'));
      out = path.join(tempDir, 'build');
      await build({ logger: silentLogger, crawl: false, ...options, out });
      return out;
    },
    staticHostBase === undefined ? serveSite : (dir) => servePlain(dir, 0, { base: staticHostBase }),
  );
  afterAll(async () => {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });
}

/**
 * Records what the page writes to the clipboard (`navigator.clipboard.writeText`, wrapped before any
 * of its scripts run; the write still happens). The clipboard belongs to the one Chromium every test
 * file shares, so another file's copy can land between this page's write and a read of it.
 */
export async function recordClipboardWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) => {
      (window as unknown as { docsgenCopied?: string }).docsgenCopied = text;
      return write(text);
    };
  });
}

/** What the page last wrote to the clipboard (see recordClipboardWrites). */
export function copiedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { docsgenCopied?: string }).docsgenCopied);
}
