import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RenderError } from '../../src/util/errors.js';
import { createPagePool } from '../../src/workers/pagePool.js';
import { renderInWorkers } from '../../src/render/renderInWorkers.js';
import type { RenderJob } from '../../src/render/renderRoutes.js';
import type { Route } from '../../src/routes/types.js';

const batchWorker = fileURLToPath(new URL('../fixtures/render-worker/batchWorker.mjs', import.meta.url));
const job = { sidebars: {}, sidebarUrls: {}, config: {}, context: {} } as unknown as RenderJob;
const routes = (paths: string[]) => paths.map((p) => ({ path: p, kind: 'doc', origin: `content/docs${p}.md` }) as unknown as Route);
const run = { themeFile: 'theme.js', outDir: '/out' };
const pool = createPagePool({ pageTimeout: 60, pageMemory: 512 }, { count: 2, file: batchWorker });

async function render(list: Route[]): Promise<[string, number][]> {
  const written: [string, number][] = [];
  await renderInWorkers(pool, list, job, run, (reply) => {
    if ('written' in reply) written.push(...reply.written);
  });
  return written;
}

describe('render workers', () => {
  it('are sent routes in small batches, never a whole share, and report what was written in route order', async () => {
    const paths = Array.from({ length: 300 }, (_, i) => `/docs/p${i}`);
    const written = await render(routes(paths));
    expect(written.map(([file]) => file)).toEqual(paths.map((p) => `${p.slice(1)}.html`));
    expect(Math.max(...written.map(([, batch]) => batch))).toBeLessThanOrEqual(16);
  });

  it('are sent smaller batches toward the end, so that both workers finish together', async () => {
    // The picker's 21 routes: in batches of 16, two in hand, the first worker took both and the other idled.
    const written = await render(routes(Array.from({ length: 21 }, (_, i) => `/docs/p${i}`)));
    const sizes = written.map(([, batch]) => batch);
    expect(Math.max(...sizes)).toBe(6);
    expect(sizes.slice(-4)).toEqual([1, 1, 1, 1]);
    // Both workers render some (the stand-in worker names its thread third).
    expect(new Set(written.map((entry) => (entry as unknown as [string, number, number])[2])).size).toBe(2);
  });

  it('stop at a render error with its message', async () => {
    const failing = render(routes([...Array.from({ length: 40 }, (_, i) => `/p${i}`), '/fail']));
    await expect(failing).rejects.toThrow('content/docs/fail.md: the theme threw');
    await expect(failing).rejects.toBeInstanceOf(RenderError);
  });

  it('stop when a worker dies, naming the page it was rendering', async () => {
    await expect(render(routes(['/a', '/b', '/crash']))).rejects.toThrow("content/docs/crash.md (page /crash): the page's code ended its worker thread (exit code 4)");
  });
});
