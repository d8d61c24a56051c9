import { appendFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { PAGE_WORKER_FILE } from '../../src/workers/workers.js';
import { copyDocusaurusSite, copyFixtureSite } from '../helpers/siteCopy.js';

// What a build did, in order: each worker thread started (by entry file) and its phases as they began.
const events = vi.hoisted(() => [] as string[]);
// Worker threads as they are, each start recorded.
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>();
  class Worker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      events.push(`worker ${String(args[0])}`);
    }
  }
  return { ...actual, default: { ...actual, Worker }, Worker };
});
// Each lookup of the site's React install, by folder.
const reactLookups = vi.hoisted(() => [] as string[]);
vi.mock('../../src/theme/findReact.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/theme/findReact.js')>();
  return { ...actual, findReact: (rootDir: string) => (reactLookups.push(rootDir), actual.findReact(rootDir)) };
});

/**
 * One executor: the page workers the content stage used render the pages too, and serve the
 * sidebar readers' second pass, their modules loaded once. A build after one page changed starts
 * one thread (the page worker started ahead), not a page worker and then a render worker.
 */
const templates = fileURLToPath(new URL('../../templates', import.meta.url));
const logger: Logger = { info: () => undefined, warn: () => undefined, phase: (name) => void (name && events.push(`phase ${name}`)) };
/** The worker threads started, by entry file, in the events from `from` on (to the next phase when `phase` is given). */
const started = (from = 0) => events.slice(from).filter((event) => event.startsWith('worker ')).map((event) => event.slice('worker '.length));
/** The worker threads started from the start of phase `name` to the next phase. */
const startedIn = (name: string) => {
  const at = events.indexOf(`phase ${name}`);
  const next = events.findIndex((event, i) => i > at && event.startsWith('phase '));
  return started().length - events.slice(0, at).filter((e) => e.startsWith('worker ')).length - (next < 0 ? 0 : events.slice(next).filter((e) => e.startsWith('worker ')).length);
};
const roots: string[] = [];

afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('one executor for page work', { timeout: 180_000 }, () => {
  let root: string;
  beforeAll(async () => {
    let source: string;
    ({ root, configSource: source } = await copyFixtureSite(fileURLToPath(new URL('../fixtures/sites/base-path/', import.meta.url)), 'docsgen-one-executor-'));
    roots.push(root);
    await writeFile(path.join(root, 'site.config.ts'), source.replace("themeDir: '../../../../templates'", `themeDir: ${JSON.stringify(templates)}`));
  });

  it('renders with the page workers: a cold build starts no thread for rendering, and a build after one change starts one thread in all', async () => {
    const options = { config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger, crawl: false };
    events.length = 0;
    const cold = await build(options);
    expect(cold.work?.rendered).toBeGreaterThan(0);
    expect(new Set(started())).toEqual(new Set([PAGE_WORKER_FILE]));
    expect(startedIn('render')).toBe(0);

    events.length = 0;
    await appendFile(path.join(root, 'content/docs/guide/usage.md'), '\nOne more line about usage.\n');
    const result = await build(options);
    expect(result.work).toMatchObject({ processed: 1, rendered: 1 });
    expect(started()).toEqual([PAGE_WORKER_FILE]);
  });

  it("serves the sidebar readers' second pass with the content stage's workers", async () => {
    const site = await copyDocusaurusSite(fileURLToPath(new URL('../fixtures/sites/docusaurus-doc-cards/', import.meta.url)), 'docsgen-one-executor-cards-');
    roots.push(site);
    events.length = 0;
    reactLookups.length = 0;
    const result = await build({ config: path.join(site, 'docusaurus.config.js'), out: path.join(site, 'build'), logger, crawl: false });
    // The React install is looked up once, by the config stage: the theme, the client bundles and the MDX pages read `config.react`.
    expect(reactLookups).toEqual([site]);
    // The pass ran (the fixture's card pages read the sidebar), on no new thread.
    expect(events).toContain('phase sidebar pages');
    expect(startedIn('sidebar pages')).toBe(0);
    expect(startedIn('render')).toBe(0);
    expect(result.work?.rendered).toBeGreaterThan(0);
  });
});
