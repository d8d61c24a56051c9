import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RenderError } from '../../src/errors.js';
import { renderInWorkers } from '../../src/render/renderInWorkers.js';
import type { RenderJob } from '../../src/render/renderRoutes.js';
import type { Route } from '../../src/routes/types.js';

const batchWorker = fileURLToPath(new URL('../fixtures/render-worker/batchWorker.mjs', import.meta.url));
const job = { sidebars: {}, sidebarUrls: {}, config: {}, context: {} } as unknown as RenderJob;
const routes = (paths: string[]) => paths.map((p) => ({ path: p, kind: 'doc' }) as unknown as Route);

describe('render workers', () => {
  it('are sent routes in small batches, never a whole share, and report what was written in route order', async () => {
    const paths = Array.from({ length: 300 }, (_, i) => `/docs/p${i}`);
    const written = await renderInWorkers(routes(paths), job, 'theme.js', '/out', 2, batchWorker);
    expect(written.map(([file]) => file)).toEqual(paths.map((p) => `${p.slice(1)}.html`));
    expect(Math.max(...written.map(([, batch]) => batch))).toBeLessThanOrEqual(16);
  });

  it('stop at a render error with its message', async () => {
    const run = renderInWorkers(routes([...Array.from({ length: 40 }, (_, i) => `/p${i}`), '/fail']), job, 'theme.js', '/out', 2, batchWorker);
    await expect(run).rejects.toThrow('content/docs/fail.md: the theme threw');
    await expect(run).rejects.toBeInstanceOf(RenderError);
  });

  it('stop when a worker dies', async () => {
    await expect(renderInWorkers(routes(['/a', '/b', '/crash']), job, 'theme.js', '/out', 2, batchWorker)).rejects.toThrow('a render worker stopped (exit code 4)');
  });
});
