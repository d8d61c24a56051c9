import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Disposable, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFinished } from 'vitest';
import { servePlain } from '../../bench/plainStaticServer.mjs';
import type { BuildOptions } from '../../src/build.js';
import { silentLogger } from '../../src/util/log.js';
import { diskSource } from '../../src/serve/fileSource.js';
import { closeServer, createStaticServer, listen } from '../../src/serve/staticServer.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium.js';
import { limitSteps, withinLimit } from './stepLimit.js';

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

/**
 * One page a test holds, kept for the file's later tests: loading this site's pages until hydrated,
 * each in a fresh context and page cost Chromium about 1.6 CPU-seconds a page (a new page process,
 * its scripts, data and search index fetched and compiled again), each in one kept page about 0.7.
 * Only what a later test cannot notice is kept: when the test ends, the page goes back to
 * about:blank with its storage, cookies, permissions, routes, listeners, viewport and media
 * emulation reset and the init scripts and exposed functions its test added removed; a page whose
 * test changed what cannot be undone (extra headers, offline, geolocation, the clock, another page
 * in its context), or that was at another origin than the one it ends on (whose storage the reset
 * cannot reach), is closed. A page opened anew costs Chromium about 0.9 CPU-seconds more than a
 * load in a kept one (a new page process, its scripts compiled again).
 */
interface KeptPage {
  page: Page;
  key: string;
  errors: string[];
  /** Changed in a way the reset cannot undo: closed, not kept. */
  spoilt: boolean;
  /** The http(s) origins its frames were at: the reset clears the storage of one origin only. */
  origins: Set<string>;
  /** What its test added that the reset removes: init scripts and exposed functions (page's and context's). */
  added: Disposable[];
}

/** The viewport of a page opened without one. */
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

/** Free kept pages of each browser connection by their context options (a file may connect twice). */
const keptPages = new WeakMap<Browser, Map<string, KeptPage[]>>();
/** The contexts of kept pages, which useBrowserAndSite's afterEach leaves open. */
const keptContexts = new Set<BrowserContext>();

const PAGE_CHANGES_KEPT = ['setExtraHTTPHeaders', 'routeFromHAR', 'addLocatorHandler'] as const;
const CONTEXT_CHANGES_KEPT = ['setExtraHTTPHeaders', 'routeFromHAR', 'setGeolocation', 'setOffline', 'setHTTPCredentials', 'newPage'] as const;
/** Changes Playwright can undo (each returns a Disposable): undone by the reset. */
const CHANGES_UNDONE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;

/** Marks `kept` spoilt when the test calls one of `methods` on `target`. */
function spoilOn(target: object, methods: readonly string[], kept: KeptPage): void {
  const object = target as Record<string, unknown>;
  for (const name of methods) {
    const method = object[name];
    if (typeof method !== 'function') continue;
    object[name] = (...args: unknown[]) => {
      kept.spoilt = true;
      return (method as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Records in `kept.added` what the test adds with one of `methods` on `target`, for the reset to remove. */
function undoOn(target: object, methods: readonly string[], kept: KeptPage): void {
  const object = target as Record<string, unknown>;
  for (const name of methods) {
    const method = object[name];
    if (typeof method !== 'function') continue;
    object[name] = async (...args: unknown[]) => {
      const added = (await (method as (...a: unknown[]) => Promise<Disposable>).apply(target, args)) as Disposable;
      kept.added.push(added);
      return added;
    };
  }
}

/** The page's steps that Playwright sets no limit on, given one (test/helpers/stepLimit.ts). */
const STEPS_LIMITED = ['evaluate', 'evaluateHandle', 'title'] as const;

async function newKeptPage(browser: Browser, options: BrowserContextOptions, key: string): Promise<KeptPage> {
  const context = await withinLimit(browser.newContext({ viewport: DEFAULT_VIEWPORT, ...options }), 'browser.newContext()');
  const page = await withinLimit(context.newPage(), 'context.newPage()');
  limitSteps(page, 'page', STEPS_LIMITED);
  const kept: KeptPage = { page, key, errors: [], spoilt: false, origins: new Set(), added: [] };
  spoilOn(page, PAGE_CHANGES_KEPT, kept);
  spoilOn(context, CONTEXT_CHANGES_KEPT, kept);
  undoOn(page, CHANGES_UNDONE, kept);
  undoOn(context, CHANGES_UNDONE, kept);
  spoilOn(page.clock, ['install', 'setFixedTime', 'setSystemTime'], kept);
  keptContexts.add(context);
  context.on('close', () => keptContexts.delete(context));
  return kept;
}

/** The page's own listeners: errors for the test holding it, and the origins it was at. */
function listenForErrors(kept: KeptPage): void {
  kept.origins = new Set();
  kept.page.on('framenavigated', (frame) => {
    if (/^https?:/.test(frame.url())) kept.origins.add(new URL(frame.url()).origin);
  });
  kept.page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|did not match/i.test(message.text()))) kept.errors.push(message.text());
  });
  kept.page.on('pageerror', (error) => kept.errors.push(error.message));
}

/** The page's size and media: set on a kept page for each test (Playwright's defaults otherwise), not part of its key. */
type Emulated = Pick<BrowserContextOptions, 'viewport' | 'colorScheme' | 'reducedMotion' | 'forcedColors' | 'contrast'>;

/** Gives a kept page the size and media a fresh page opened with `options` has. */
async function emulate(page: Page, options: Emulated): Promise<void> {
  await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    forcedColors: options.forcedColors ?? 'none',
    contrast: options.contrast ?? 'no-preference',
  });
}

/** Puts a page back as a fresh one would be (see KeptPage), or closes it; true when kept. */
async function resetPage(kept: KeptPage, options: BrowserContextOptions): Promise<boolean> {
  const { page } = kept;
  const context = page.context();
  if (kept.spoilt || page.isClosed() || !keptContexts.has(context) || context.pages().length !== 1) return false;
  // Only the storage of the origin the page is at can be cleared: a page that was anywhere else is closed.
  const at = /^https?:/.test(page.url()) ? new URL(page.url()).origin : undefined;
  if ([...kept.origins].some((origin) => origin !== at)) return false;
  try {
    page.removeAllListeners();
    // Before the page leaves: the next document gets none of the test's scripts or functions.
    for (const added of kept.added.splice(0)) await added.dispose();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    if (at) await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('about:blank');
    await context.clearCookies();
    // What the test granted goes; what the page was opened with stays.
    await context.clearPermissions();
    if (options.permissions?.length) await context.grantPermissions(options.permissions);
    kept.errors = [];
    listenForErrors(kept);
    return true;
  } catch {
    return false;
  }
}

/**
 * A page that records console errors and uncaught exceptions, for "no errors" assertions. Opened in
 * a test, it is that test's alone and is reset and kept for the file's later tests (see KeptPage):
 * a later test opening one with the same options but its size and media (set again for it) gets
 * it. Opened outside a test (a beforeAll), it is a fresh page in a context of its own. Its
 * `evaluate`, `evaluateHandle` and `title`, which Playwright sets no limit on, and its opening fail
 * naming the step after STEP_LIMIT_MS (test/helpers/stepLimit.ts), not at the test's own limit.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const { viewport, colorScheme, reducedMotion, forcedColors, contrast, ...rest } = options;
  const emulated: Emulated = { viewport, colorScheme, reducedMotion, forcedColors, contrast };
  // A page without a fixed viewport (viewport: null) is kept for its like only.
  const key = JSON.stringify(viewport === null ? options : rest);
  let free = keptPages.get(browser);
  if (!free) keptPages.set(browser, (free = new Map()));
  let kept = free.get(key)?.pop();
  if (kept) {
    if (viewport !== null) await emulate(kept.page, emulated);
  } else {
    kept = await newKeptPage(browser, options, key);
    listenForErrors(kept);
  }
  const held = kept;
  try {
    onTestFinished(async () => {
      if (browser.isConnected() && (await resetPage(held, options))) free.set(key, [...(free.get(key) ?? []), held]);
      else await held.page.context().close().catch(() => undefined);
    });
  } catch {
    // Outside a test: nothing to hand the page back to; it lives as long as its context.
    keptContexts.delete(held.page.context());
  }
  return { page: held.page, errors: held.errors };
}

/** Resolves once React has hydrated the page (the router then intercepts clicks). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Closes the browser contexts a test opened, after it: all but those of openPage's kept pages, which
 * their own reset puts back (closing one would make the next test's page anew, see KeptPage).
 */
export async function closeTestContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).filter((context) => !keptContexts.has(context)).map((context) => context.close()));
}

/**
 * Registers the hooks most browser test files share: one Chromium and one site server per file,
 * every browser context a test opened closed after it (openPage's kept pages are reset instead). `ready` receives them once started.
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
  afterEach(() => closeTestContexts(browser));
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}

/**
 * The output of a build of `options` (no crawl), made once for the whole run in the folder the
 * global setup provides (`sharedBuildsDir`, removed when the run ends): the first test file to ask
 * builds it; a file asking for the same options meanwhile or later (the docusaurus-layout fixture
 * serves four browser files) waits for that build and serves the same folder. The files only read
 * it (a browser loads its pages); a file that changes its output must build its own.
 */
async function sharedBuild(options: BuildOptions & { config: string }): Promise<string> {
  const dir = path.join(inject('sharedBuildsDir'), createHash('sha256').update(JSON.stringify(options)).digest('hex').slice(0, 16));
  // Each holds the built copy's folder and output (JSON); the global setup removes the folder when the run ends.
  const done = path.join(dir, 'done');
  const failed = path.join(dir, 'failed');
  const mine = await mkdir(dir).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (mine) {
    try {
      // A copy of the fixture is built, not the fixture: the build's caches go in its node_modules.
      // Imported here: the files that only serve the run's site (inject('siteDir')) never load the build.
      const { buildFixtureCopy } = await import('./siteCopy.js');
      const built = await buildFixtureCopy(options, 'docsgen-fixture-site-');
      await writeFile(done, JSON.stringify(built));
      return built.out;
    } catch (error) {
      await writeFile(failed, String((error as Error)?.stack ?? error));
      throw error;
    }
  }
  // Another file builds it: its marker ends the wait (a condition, polled; the hook's limit bounds it).
  while (!existsSync(done) && !existsSync(failed)) await new Promise((resolve) => setTimeout(resolve, 50));
  if (existsSync(failed)) throw new Error(`the build of ${options.config}, made by another test file of this run, failed:\n${await readFile(failed, 'utf8')}`);
  return (JSON.parse(await readFile(done, 'utf8')) as { out: string }).out;
}

/**
 * useBrowserAndSite for a fixture site: `options.config` built (no crawl) once for the run
 * (sharedBuild). `ready` also gets that output folder, to read. With `staticHostBase`, the site is
 * served as a plain static host (GitHub Pages) would serve it, and only under that path (everything
 * else a bare 404), instead of by docsgen's own server.
 */
export function useBrowserAndBuiltSite(options: BuildOptions & { config: string }, ready: (browser: Browser, site: SiteServer, out: string) => void, staticHostBase?: string): void {
  let out = '';
  useBrowserAndSite(
    (browser, site) => ready(browser, site, out),
    async () => {
      out = await sharedBuild(options);
      return out;
    },
    staticHostBase === undefined ? serveSite : (dir) => servePlain(dir, 0, { base: staticHostBase }),
  );
}

/**
 * useBrowserAndSite for a Docusaurus fixture site built in place (buildDocusaurusCopy): the fixture
 * is copied, `options.prepare` run on the copy, its `docusaurus.config.js` built (no crawl) into the
 * copy's `build/`, served (by docsgen's server, or `options.serve`), and the copy removed after the
 * file's tests. `ready` also gets the copy's folder.
 */
export function useBrowserAndCopiedSite(
  fixture: string,
  prefix: string,
  ready: (browser: Browser, site: SiteServer, root: string) => void,
  options: { prepare?: (root: string) => Promise<void>; serve?: (out: string) => Promise<SiteServer> } = {},
): void {
  let root = '';
  useBrowserAndSite(
    (browser, site) => ready(browser, site, root),
    async () => {
      const { buildDocusaurusCopy } = await import('./siteCopy.js');
      const copy = await buildDocusaurusCopy(fixture, prefix, { prepare: options.prepare });
      root = copy.root;
      return copy.out;
    },
    options.serve ?? serveSite,
  );
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
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
