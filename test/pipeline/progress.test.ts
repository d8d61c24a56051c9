import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Logger } from '../../src/util/log.js';
import { useFixtureCopy } from '../helpers/siteCopy.js';

const temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-progress-'));
afterAll(() => rm(temp, { recursive: true, force: true }));
// A copy to build: a build keeps its caches in the site's node_modules/.cache.
const basic = useFixtureCopy(path.resolve('test/fixtures/sites/basic'));

/** What the build tells the terminal: phases and their n/N, as the terminal logger receives them. */
function recorder() {
  const events: { phase: string; done: number; total: number }[] = [];
  let phase: string | undefined;
  const logger: Logger = { info: () => {}, warn: () => {}, phase: (name) => (phase = name), progress: (done, total) => events.push({ phase: phase ?? '?', done, total }) };
  return { events, logger };
}

describe('build progress', () => {
  it('reports pages done of all pages in the content and render phases, counting up to the total', { timeout: 180_000 }, async () => {
    for (const cache of [false, true]) {
      const { events, logger } = recorder();
      const result = await build({ config: path.join(await basic(), 'site.config.ts'), out: path.join(temp, `out-${cache}`), logger, crawl: false, cache });
      // The second build restores every rendered page from its cache: nothing left to count in render.
      for (const phase of cache ? ['content'] : ['content', 'render']) {
        const seen = events.filter((e) => e.phase === phase);
        expect(seen.length, `${phase} (cache ${cache})`).toBeGreaterThan(0);
        const total = seen[0]!.total;
        expect(seen.every((e) => e.total === total)).toBe(true);
        expect(seen.map((e) => e.done).every((d, i, all) => i === 0 || d > all[i - 1]!)).toBe(true);
        expect(seen.at(-1)!.done).toBe(total);
      }
      if (!cache) expect(events.find((e) => e.phase === 'render')!.total).toBe(result.pages);
    }
  });

  it('reports static files copied in the output phase and pages read in the crawl', { timeout: 180_000 }, async () => {
    const site = path.join(temp, 'with-static');
    await cp('test/fixtures/sites/basic', site, { recursive: true });
    await mkdir(path.join(site, 'content/static/files'), { recursive: true });
    for (const name of ['a.txt', 'b.txt', 'files/c.txt']) await writeFile(path.join(site, 'content/static', name), name);
    const { events, logger } = recorder();
    const result = await build({ config: path.join(site, 'site.config.ts'), out: path.join(temp, 'out-static'), logger, crawl: true, cache: false });
    expect(events.filter((e) => e.phase === 'output')).toEqual([1, 2, 3].map((done) => ({ phase: 'output', done, total: 3 })));
    const crawl = events.filter((e) => e.phase === 'crawl');
    // The crawl reads every page docsgen rendered, each once: docs/notes/orphan.md (in no sidebar)
    // and the 404 page (linked from nowhere) too.
    expect(crawl.map((e) => e.done)).toEqual(Array.from({ length: crawl.length }, (_, i) => i + 1));
    expect(crawl.every((e) => e.total === result.pages)).toBe(true);
    expect(crawl.length).toBe(result.pages);
    expect(result.work?.crawled).toBe(result.pages);
  });
});
