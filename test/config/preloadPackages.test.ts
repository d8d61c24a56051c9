import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writePackage } from '../helpers/writePackage.js';

/**
 * The packages a config imports (prism-react-renderer evaluates all of Prism when loaded) are loaded
 * while esbuild compiles the config, each as the compiled config will load it, and the config's own
 * import finds those same modules: its values are the packages' objects, each evaluated once.
 */
const state = globalThis as { standInRuns?: Record<string, number>; standInLoaded?: (name: string) => void };
state.standInRuns = {};
const STATEMENT_IMPORTS = ['prism-react-renderer', 'heron-palette', 'heron-marks'];
const loaded = new Promise<void>((resolve) => {
  state.standInLoaded = (name) => {
    if (STATEMENT_IMPORTS.every((each) => state.standInRuns![each])) resolve();
  };
});

// esbuild's build of the config is handed back only once the packages its import statements name
// have been evaluated: loaded after the compile (before: prism-react-renderer alone was loaded beside
// it, the others by the config's own import once the compile was done), this test ran into its timeout.
vi.mock('../../src/util/loadEsbuild.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/util/loadEsbuild.js')>();
  return {
    ...original,
    loadEsbuild: async () => {
      const esbuild = await original.loadEsbuild();
      return {
        ...esbuild,
        build: async (options: Parameters<typeof esbuild.build>[0]) => {
          const result = await esbuild.build(options);
          await loaded;
          return result;
        },
      };
    },
  };
});

const { importSiteModule } = await import('../../src/config/importSiteModule.js');

let dir: string;
const counted = (name: string) => `globalThis.standInRuns[${JSON.stringify(name)}] = (globalThis.standInRuns[${JSON.stringify(name)}] ?? 0) + 1;\nglobalThis.standInLoaded(${JSON.stringify(name)});\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-preload-packages-'));
  // CommonJS packages (required by their files) and an ES module one (imported by its name).
  writePackage(dir, 'prism-react-renderer', {
    'index.js': `${counted('prism-react-renderer')}exports.themes = { github: { plain: { color: '#24292e' }, styles: [{ types: ['comment'], style: { color: '#6a737d' } }] }, dracula: { plain: { color: '#f8f8f2' }, styles: [] } };\n`,
  });
  writePackage(dir, 'heron-palette', { 'index.js': `${counted('heron-palette')}module.exports = { grey: '#8a8f98' };\n` });
  writePackage(dir, 'heron-marks', { 'index.js': `${counted('heron-marks')}export const mark = { shape: 'stilt' };\n` }, { type: 'module' });
  // Named only where it may never load: in a function nobody calls, and by require.resolve.
  writePackage(dir, 'heron-nest', { 'index.js': `${counted('heron-nest')}module.exports = {};\n` });
  await writeFile(
    path.join(dir, 'docusaurus.config.ts'),
    [
      "import { themes as prismThemes } from 'prism-react-renderer';",
      "import palette from 'heron-palette';",
      "import { mark } from 'heron-marks';",
      "export const nest = () => require('heron-nest');",
      "export default { title: 'Herons', customFields: { palette, mark, nest: require.resolve('heron-nest') }, themeConfig: { prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula } } };",
      '',
    ].join('\n'),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('packages imported by the config', () => {
  it("are loaded while the config compiles; the config gets the packages' own objects, each package evaluated once", async () => {
    const { module } = await importSiteModule(path.join(dir, 'docusaurus.config.ts'), 'the config', dir);
    const require = createRequire(path.join(dir, 'noop.js'));
    const { themes } = require('prism-react-renderer') as { themes: Record<string, unknown> };
    const config = module.default as { themeConfig: { prism: Record<string, unknown> }; customFields: Record<string, unknown> };
    expect(config.themeConfig.prism.theme).toBe(themes.github);
    expect(config.themeConfig.prism.darkTheme).toBe(themes.dracula);
    expect(config.themeConfig.prism.theme).toEqual({ plain: { color: '#24292e' }, styles: [{ types: ['comment'], style: { color: '#6a737d' } }] });
    expect(config.customFields.palette).toBe(require('heron-palette'));
    expect(config.customFields.mark).toBe((await import(path.join(dir, 'node_modules', 'heron-marks', 'index.js'))).mark);
    expect(state.standInRuns).toEqual({ 'prism-react-renderer': 1, 'heron-palette': 1, 'heron-marks': 1 });
    // No module left beside the config.
    expect((await readdir(dir)).filter((name) => name.endsWith('.mjs'))).toEqual([]);
  }, 20_000);
});
