import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writePackage } from '../helpers/writePackage.js';

/**
 * prism-react-renderer evaluates all of Prism when loaded; a config imports it for theme objects.
 * It is loaded while esbuild compiles the config (the main thread waits then), and the config's own
 * import finds that same module: its values are the package's objects, evaluated once.
 */
const state = globalThis as { standInPrismRuns?: number; standInPrismLoaded?: () => void };
const loaded = new Promise<void>((resolve) => {
  state.standInPrismLoaded = resolve;
});

// esbuild's build of the config goes on only once the stand-in package has been evaluated: before
// the package was loaded beside the compile, nothing loaded it until the build was done, and this
// test ran into its timeout.
vi.mock('../../src/util/loadEsbuild.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/util/loadEsbuild.js')>();
  return {
    ...original,
    loadEsbuild: async () => {
      const esbuild = await original.loadEsbuild();
      return { ...esbuild, build: async (options: Parameters<typeof esbuild.build>[0]) => loaded.then(() => esbuild.build(options)) };
    },
  };
});

const { importSiteModule } = await import('../../src/config/importSiteModule.js');

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-preload-prism-'));
  writePackage(dir, 'prism-react-renderer', {
    'index.js': [
      'globalThis.standInPrismRuns = (globalThis.standInPrismRuns ?? 0) + 1;',
      'globalThis.standInPrismLoaded();',
      "exports.themes = { github: { plain: { color: '#24292e' }, styles: [{ types: ['comment'], style: { color: '#6a737d' } }] }, dracula: { plain: { color: '#f8f8f2' }, styles: [] } };",
      '',
    ].join('\n'),
  });
  await writeFile(
    path.join(dir, 'docusaurus.config.ts'),
    "import { themes as prismThemes } from 'prism-react-renderer';\nexport default { title: 'Herons', themeConfig: { prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula } } };\n",
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("prism-react-renderer imported by the config", () => {
  it('is loaded while the config compiles; the config gets the package\'s own theme objects, the package evaluated once', async () => {
    const { module } = await importSiteModule(path.join(dir, 'docusaurus.config.ts'), 'the config', dir);
    const { themes } = createRequire(path.join(dir, 'noop.js'))('prism-react-renderer') as { themes: Record<string, unknown> };
    const prism = (module.default as { themeConfig: { prism: Record<string, unknown> } }).themeConfig.prism;
    expect(prism.theme).toBe(themes.github);
    expect(prism.darkTheme).toBe(themes.dracula);
    expect(prism.theme).toEqual({ plain: { color: '#24292e' }, styles: [{ types: ['comment'], style: { color: '#6a737d' } }] });
    expect(state.standInPrismRuns).toBe(1);
    // No module left beside the config.
    expect((await readdir(dir)).filter((name) => name.endsWith('.mjs'))).toEqual([]);
  }, 20_000);
});
