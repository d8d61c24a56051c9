import { appendFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/log.js';
import { PAGE_WORKER_FILE, RENDER_WORKER_FILE } from '../../src/workers.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

// What a build did, in order: workers started ahead (by entry file) and its phases as they began.
const events = vi.hoisted(() => [] as string[]);
// The pool as it is, with its prestartWorkers watched.
vi.mock('../../src/runWorkerPool.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/runWorkerPool.js')>();
  return {
    ...actual,
    prestartWorkers: (file: string, count: number, memoryLimitMb?: number) => {
      events.push(`ahead ${file}`);
      actual.prestartWorkers(file, count, memoryLimitMb);
    },
  };
});

/**
 * A build after an earlier one (cache kept) starts a render worker with the page worker, before
 * the pages are read, so the page that changed does not wait at the render stage for React and
 * the renderer to load. A first build does not: the worker would only wait through the page step.
 */
const fixture = fileURLToPath(new URL('../fixtures/sites/base-path/', import.meta.url));
const templates = fileURLToPath(new URL('../../templates', import.meta.url));
let root: string;

beforeAll(async () => {
  let source: string;
  ({ root, configSource: source } = await copyFixtureSite(fixture, 'docsgen-prestart-render-'));
  await writeFile(path.join(root, 'site.config.ts'), source.replace("themeDir: '../../../../templates'", `themeDir: ${JSON.stringify(templates)}`));
});

afterAll(() => rm(root, { recursive: true, force: true }));

const logger: Logger = { info: () => undefined, warn: () => undefined, phase: (name) => void (name && events.push(`phase ${name}`)) };
/** The workers started ahead before the page step began. */
const aheadOfContent = () => events.slice(0, events.indexOf('phase content')).filter((event) => event.startsWith('ahead ')).map((event) => event.slice('ahead '.length));

describe('render worker started ahead', { timeout: 180_000 }, () => {
  it('is started with the page worker by a build after an earlier one, not by the first build', async () => {
    const options = { config: path.join(root, 'site.config.ts'), out: path.join(root, 'build'), logger, crawl: false };
    await build(options);
    expect(aheadOfContent()).toEqual([PAGE_WORKER_FILE]);

    events.length = 0;
    await appendFile(path.join(root, 'content/docs/guide/usage.md'), '\nOne more line about usage.\n');
    const result = await build(options);
    expect(aheadOfContent()).toEqual([PAGE_WORKER_FILE, RENDER_WORKER_FILE]);
    // The page that changed was rendered (by the worker started ahead).
    expect(result.work?.rendered).toBeGreaterThan(0);
  });
});
