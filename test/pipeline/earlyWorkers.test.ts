import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// What the build does, in order: the page workers started ahead and the config read (which fails here, so the build stops at once).
const calls: string[] = [];
vi.mock('../../src/workers/runWorkerPool.js', async (original) => ({
  ...(await original<typeof import('../../src/workers/runWorkerPool.js')>()),
  prestartWorkers: (_file: string, count: number, memoryLimitMb?: number, ahead?: unknown) => void calls.push(`prestart ${count} ${memoryLimitMb} ${JSON.stringify(ahead)}`),
  stopSpareWorkers: async () => void calls.push('stop spares'),
}));
vi.mock('../../src/pipeline/loadSiteConfig.js', () => ({
  loadSiteConfig: async () => {
    calls.push('config');
    throw new Error('config failed');
  },
}));
vi.mock('../../src/crawl/crawlSite.js', () => ({ startCrawler: () => ({ crawl: async () => ({ problems: [], pages: [], checked: [] }), close: async () => {} }) }));

const { build } = await import('../../src/build.js');
const { workerCount } = await import('../../src/workers/workers.js');
const { loadConfig } = await import('../../src/config/loadConfig.js');
const { configCacheDir } = await import('../../src/config/resolveConfig.js');
const { cachePaths } = await import('../../src/config/cachePaths.js');

const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-early-workers-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => void calls.splice(0));

const quiet = { info() {}, warn() {} };

/** Builds the site whose config (`text`) is in the folder `name` (with the last build's stamp, when `stamp`): what the build did, in order, as it failed at the config. */
async function failedBuild(name: string, text: string, stamp?: string, file = 'site.config.ts'): Promise<string[]> {
  const config = path.join(dir, name, file);
  await mkdir(path.join(dir, name, 'node_modules', '.cache', 'docsgen'), { recursive: true });
  await writeFile(config, text);
  if (stamp !== undefined) await writeFile(path.join(dir, name, 'node_modules', '.cache', 'docsgen', 'last-build.json'), stamp);
  await expect(build({ config, logger: quiet })).rejects.toThrow('config failed');
  return calls;
}

describe('a build starts its page workers ahead', () => {
  it('a first build (no last build in the cache folder) starts every page worker before it reads the config, with the default memory limit, and ends them when the build fails', async () => {
    expect(await failedBuild('first', 'export default {};\n')).toEqual([`prestart ${workerCount()} 2048 {"mdx":false}`, 'config', 'stop spares']);
  });

  it('a first build from a Docusaurus config (every page read as MDX) has them load the MDX pipeline while they wait', async () => {
    expect(await failedBuild('first-docusaurus', 'export default {};\n', undefined, 'docusaurus.config.js')).toEqual([`prestart ${workerCount()} 2048 {"mdx":true}`, 'config', 'stop spares']);
  });

  it('a build after another (its stamp in the cache folder) starts none before the config', async () => {
    expect(await failedBuild('again', 'export default {};\n', '{}')).toEqual(['config', 'stop spares']);
  });

  it("a first build whose config sets pageMemory starts none before the config (the pool could not take workers with the default limit)", async () => {
    expect(await failedBuild('own-memory', 'export default { pageMemory: 1024 };\n')).toEqual(['config', 'stop spares']);
  });

  it('--page-memory wins over the config: a first build starts its page workers with that limit, before the config', async () => {
    vi.stubEnv('DOCSGEN_PAGE_MEMORY', '768');
    try {
      expect(await failedBuild('flag-memory', 'export default { pageMemory: 1024 };\n')).toEqual([`prestart ${workerCount()} 768 {"mdx":false}`, 'config', 'stop spares']);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("looks for the last build in the cache folder the config resolves to (a relative --config, a Docusaurus config)", async () => {
    for (const name of ['site.config.ts', 'docusaurus.config.js']) {
      const config = path.join(dir, `cache-${name}`, name);
      await mkdir(path.dirname(config), { recursive: true });
      await writeFile(config, name.startsWith('site') ? "export default { title: 'T', url: 'https://example.com' };\n" : "export default { title: 'T', url: 'https://example.com', baseUrl: '/' };\n");
      const relative = path.relative(process.cwd(), config);
      const { paths } = await loadConfig(relative);
      expect(cachePaths(configCacheDir(relative)).lastBuild).toBe(paths.cache.lastBuild);
    }
  });
});
