import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfigValues } from '../../src/config/configValues.js';
import type { DocusaurusPluginEntry } from '../../src/config/schema.js';
import { PluginError } from '../../src/util/errors.js';
import { docusaurusPlugin } from '../../src/plugins/docusaurusPlugin.js';
import { runLoadContent } from '../../src/plugins/runLoadContent.js';
import { writePackage } from '../helpers/writePackage.js';

let root: string;
let config: ConfigValues;
const warnings: string[] = [];

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-ds-plugin-'));
  warnings.length = 0;
  // The parts of the resolved config a Docusaurus plugin's context is made from.
  config = { rootDir: root, configFile: path.join(root, 'docusaurus.config.js'), urls: { base: '/docs-site/', siteUrl: 'https://ferry.example/docs-site', origin: 'https://ferry.example' }, paths: { outDir: path.join(root, 'build'), generatedDir: path.join(root, 'node_modules', '.cache', 'docsgen', 'generated') } } as unknown as ConfigValues;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const entry = (plugin: DocusaurusPluginEntry['docusaurusPlugin']['plugin'], options: Record<string, unknown> = {}, i = 0): DocusaurusPluginEntry => ({
  name: typeof plugin === 'string' ? plugin : plugin.name,
  docusaurusPlugin: { plugin, options, at: `docusaurus.config.js: plugins[${i}]`, siteConfig: { title: 'Ferry', presets: [['classic', { docs: { path: 'guides' } }]] } },
});
const run = async (plugins: ReturnType<typeof docusaurusPlugin>[], changedFiles: string[] = []) => {
  const loaded = await runLoadContent(plugins, { config, dev: true, cacheDir: path.join(root, 'cache'), changedFiles });
  warnings.push(...loaded.warnings);
  return loaded;
};

describe('docusaurusPlugin: a Docusaurus plugin run through the plugins stage', () => {
  it("calls the function with a LoadContext and its options (id 'default'), then loadContent and contentLoaded, in config order", async () => {
    const calls: string[] = [];
    let seen: { context: Record<string, unknown>; options: Record<string, unknown> } | undefined;
    const first = function first(context: Record<string, unknown>, options: Record<string, unknown>) {
      seen = { context, options };
      calls.push('first: function');
      return {
        name: 'first-plugin',
        loadContent: async () => (calls.push('first: loadContent'), ['a', 'b']),
        contentLoaded: async ({ content, actions }: { content: string[]; actions: { createData(n: string, d: string): Promise<string>; setGlobalData(d: unknown): void } }) => {
          calls.push(`first: contentLoaded ${content.join('')}`);
          const file = await actions.createData('letters.json', JSON.stringify(content));
          actions.setGlobalData({ file });
        },
      };
    };
    const second = () => (calls.push('second: function'), { name: 'second-plugin', loadContent: () => void calls.push('second: loadContent') });
    const loaded = await run([docusaurusPlugin(entry(first as never, { colour: 'red' })), docusaurusPlugin(entry(second as never, { id: 'two' }, 1))]);
    expect(calls).toEqual(['first: function', 'first: loadContent', 'first: contentLoaded ab', 'second: function', 'second: loadContent']);
    expect(seen!.options).toEqual({ colour: 'red', id: 'default' });
    const context = seen!.context as { siteDir: string; baseUrl: string; generatedFilesDir: string; siteConfig: { title: string; baseUrl: string; presets: unknown[]; plugins: unknown[] }; i18n: { currentLocale: string; locales: string[] }; outDir: string };
    expect(context.siteDir).toBe(root);
    expect(context.baseUrl).toBe('/docs-site/');
    expect(context.outDir).toBe(path.join(root, 'build'));
    expect(context.siteConfig).toMatchObject({ title: 'Ferry', baseUrl: '/docs-site/', url: 'https://ferry.example', presets: [['classic', { docs: { path: 'guides' } }]], plugins: [] });
    expect(context.i18n).toMatchObject({ currentLocale: 'en', locales: ['en'] });
    const file = path.join(context.generatedFilesDir, 'first-plugin', 'default', 'letters.json');
    expect(file.startsWith(path.join(root, 'node_modules', '.cache', 'docsgen'))).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('["a","b"]');
    expect(loaded.globalData).toEqual({ 'first-plugin': { default: { file } } });
    expect(warnings).toEqual([]);
  });

  it("serve --watch: loadContent runs again only when a path of getPathsToWatch changed; the function runs once; the global data stays", async () => {
    const watched = path.join(root, 'data');
    let functionCalls = 0;
    let loads = 0;
    const plugin = docusaurusPlugin(
      entry(
        function watcher() {
          functionCalls++;
          return {
            name: 'watcher',
            loadContent: () => ++loads,
            contentLoaded: ({ content, actions }: { content: number; actions: { setGlobalData(d: unknown): void } }) => actions.setGlobalData({ loads: content }),
            getPathsToWatch: () => [watched, path.join(root, 'notes', '**', '*.md')],
          };
        } as never,
      ),
    );
    const first = await run([plugin]);
    expect(first.watch).toEqual([watched, path.join(root, 'notes')]);
    const unrelated = await run([plugin], [path.join(root, 'docs', 'intro.md')]);
    expect([functionCalls, loads, unrelated.globalData]).toEqual([1, 1, { watcher: { default: { loads: 1 } } }]);
    const changed = await run([plugin], [path.join(watched, 'rota.txt')]);
    expect([functionCalls, loads, changed.globalData]).toEqual([1, 2, { watcher: { default: { loads: 2 } } }]);
    await run([plugin], [path.join(root, 'notes', 'deep', 'x.md')]);
    expect(loads).toBe(3);
  });

  it("getThemePath's folder (relative to the plugin's) is a theme layer for the browser code, on every run; one that is no folder is a warning; getTypeScriptThemePath is left alone", async () => {
    mkdirSync(path.join(root, 'theme', 'HarbourPopup'), { recursive: true });
    writeFileSync(path.join(root, 'theme', 'HarbourPopup', 'index.js'), 'export default function HarbourPopup() { return <p>Tide turned</p>; }\n');
    const withTheme = docusaurusPlugin(entry(function lighthouse() {
      return {
        name: 'lighthouse',
        getThemePath: () => './theme',
        getTypeScriptThemePath: () => './src/theme',
        // A route showing a component of its own theme folder, as Docusaurus's plugins name theirs.
        contentLoaded: ({ actions }: { actions: { addRoute(route: { path: string; component: string }): void } }) => actions.addRoute({ path: '/docs-site/popup', component: '@theme/HarbourPopup' }),
      };
    } as never, {}, 1));
    const without = docusaurusPlugin(entry(function foghorn() {
      return { name: 'foghorn', getThemePath: () => './no-theme' };
    } as never, {}, 2));
    const first = await run([withTheme, without]);
    const second = await run([withTheme, without]);
    for (const loaded of [first, second]) expect(loaded.themePaths).toEqual([path.join(root, 'theme')]);
    // The route's @theme/ component is the folder's file (imported as a component file is).
    expect(first.routes.map((route) => route.path)).toEqual(['/popup']);
    expect(readFileSync(first.routes[0]!.file, 'utf8')).toMatch(/import RouteComponent from "(\.\.\/)+theme\/HarbourPopup\/index\.js";/);
    expect(warnings).toEqual(["docusaurus.config.js: plugins[2]: foghorn: getThemePath: ./no-theme is not a folder (a path relative to the plugin's folder, or absolute): its theme components are not used"]);
  });

  it('a lifecycle method docsgen does not run is one warning naming the plugin and the method, once; an added route it cannot build names the route', async () => {
    writeFileSync(path.join(root, 'Extra.jsx'), 'export default function Extra({ data }) { return <p>{data.tide}</p>; }\n');
    const plugin = docusaurusPlugin(
      entry(
        function tweaks() {
          return {
            name: 'tweaks',
            // devServer: webpack's dev server (`docusaurus start`), which a build never runs: nothing to say.
            configureWebpack: () => ({ resolve: { alias: { tide: './tide.js' } }, devServer: { static: { directory: './build/tides', publicPath: '/tides' } } }),
            // Docusaurus resolves them from the plugin's folder (the config's, for a function written there).
            getClientModules: () => ['./x.js', './Extra.jsx', path.join(root, 'tide.css')],
            extendCli: () => undefined,
            contentLoaded: async ({ actions }: { actions: { createData(n: string, d: string): Promise<string>; addRoute(r: { path: string; component: string; modules?: Record<string, unknown> }): void } }) => {
              const data = await actions.createData('tide.json', JSON.stringify({ tide: 'high' }));
              // Docusaurus's route paths hold the base.
              actions.addRoute({ path: '/docs-site/extra', component: './Extra.jsx', modules: { data, more: [{ path: data, __import: true }] } });
              actions.addRoute({ path: '/docs-site/item', component: '@theme/DocItem' });
            },
          };
        } as never,
        {},
        3,
      ),
    );
    writeFileSync(path.join(root, 'tide.css'), '.tide { color: navy; }\n');
    const first = await run([plugin]);
    const second = await run([plugin]);
    expect(warnings).toEqual([
      "docusaurus.config.js: plugins[3]: tweaks: getClientModules: ./x.js is not a module file (a path relative to the plugin's folder, or absolute): not loaded",
      'docusaurus.config.js: plugins[3]: tweaks: addRoute("/docs-site/item"): its component @theme/DocItem is not provided by docsgen (nor by src/theme): that page is not built',
      'docusaurus.config.js: plugins[3]: tweaks: configureWebpack: not applied, as docsgen bundles with esbuild, not webpack: resolve',
    ]);
    // Its client modules, on every run, for the browser bundle.
    for (const loaded of [first, second]) expect(loaded.clientModules).toEqual([path.join(root, 'Extra.jsx'), path.join(root, 'tide.css')]);
    // The route the plugin could have is given on every run (the plugin ran once), below the base.
    for (const loaded of [first, second]) expect(loaded.routes).toEqual([{ path: '/extra', file: expect.stringContaining(path.join('generated', 'tweaks', 'default', '__routes', 'extra-')), by: 'docusaurus.config.js: plugins[3]: tweaks' }]);
    const page = readFileSync(first.routes[0]!.file, 'utf8');
    const data = path.join(root, 'node_modules', '.cache', 'docsgen', 'generated', 'tweaks', 'default', 'tide.json');
    expect(page).toContain('import RouteComponent from "../../../../../../../Extra.jsx";');
    expect(page).toContain(`import m0 from ${JSON.stringify(data)};`);
    expect(page).toContain('const props = { "data": m0, "more": [m1] };');
  });

  it("configureWebpack gets webpack's DefinePlugin and EnvironmentPlugin from utils.currentBundler.instance (as plugin-pwa uses it); one needing more of webpack is a warning, not a failure", async () => {
    type Instance = { EnvironmentPlugin: new (values: Record<string, unknown>) => unknown; ProvidePlugin: new (values: Record<string, unknown>) => unknown };
    const make = (name: string, configureWebpack: (config: unknown, isServer: boolean, utils: { currentBundler: { instance: Instance } }) => unknown) =>
      docusaurusPlugin(entry(Object.defineProperty(() => ({ name, configureWebpack }), 'name', { value: name }) as never, {}, 1));
    const environment = make('offline', (_config, _server, { currentBundler }) => ({ plugins: [new currentBundler.instance.EnvironmentPlugin({ TIDE_DEBUG: false, TIDE_URL: '/sw.js' })] }));
    const provide = make('globals', (_config, _server, { currentBundler }) => ({ plugins: [new currentBundler.instance.ProvidePlugin({ Buffer: 'buffer' })] }));
    const loaded = await run([environment, provide]);
    expect(loaded.defines).toEqual({ 'process.env.TIDE_DEBUG': 'false', 'process.env.TIDE_URL': '"/sw.js"' });
    expect(warnings).toEqual([expect.stringMatching(/^docusaurus\.config\.js: plugins\[1\]: globals: configureWebpack is not run by docsgen: it needs more of webpack than the DefinePlugin and EnvironmentPlugin docsgen hands it \(.*not a constructor\)$/)]);
  });

  it("configureWebpack's copy plugins (Rspack's CopyRspackPlugin, copy-webpack-plugin) put their files in the output; a pattern docsgen cannot follow is a warning; a rule loading ?raw as text is docsgen's own", async () => {
    // A folder of the site's (a browser build of a tool, say) and one file.
    mkdirSync(path.join(root, 'kiln', 'parts'), { recursive: true });
    writeFileSync(path.join(root, 'kiln', 'index.js'), 'kiln();');
    writeFileSync(path.join(root, 'kiln', 'parts', 'glaze.js'), 'glaze();');
    writeFileSync(path.join(root, 'clay.txt'), 'clay');
    // As Rspack keeps a builtin plugin's options (its `_args`), and as copy-webpack-plugin keeps them (`patterns`).
    class CopyRspackPlugin {
      readonly name = 'CopyRspackPlugin';
      readonly _args: unknown[];
      constructor(options: unknown) {
        this._args = [options];
      }
    }
    class CopyPlugin {
      constructor(readonly patterns: unknown[]) {}
    }
    const rspackCopy = docusaurusPlugin(entry(Object.defineProperty(() => ({ name: 'kiln', configureWebpack: () => ({ module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] }, plugins: [new CopyRspackPlugin({ patterns: [{ from: path.join(root, 'kiln'), to: './studio/' }] })] }) }), 'name', { value: 'kiln' }) as never, {}, 2));
    const webpackCopy = docusaurusPlugin(entry(Object.defineProperty(() => ({ name: 'clay', configureWebpack: () => ({ plugins: [new CopyPlugin(['clay.txt', { from: 'kiln/**/*.js' }])] }) }), 'name', { value: 'clay' }) as never, {}, 3));
    await run([rspackCopy, webpackCopy]);
    const copied: [string, string][] = [];
    const context = { copyFile: (to: string, from: string) => (copied.push([to, from]), `/${to}`) } as never;
    await rspackCopy.contentLoaded!(context);
    await webpackCopy.contentLoaded!(context);
    expect(copied.sort()).toEqual([
      ['clay.txt', path.join(root, 'clay.txt')],
      ['studio/index.js', path.join(root, 'kiln', 'index.js')],
      ['studio/parts/glaze.js', path.join(root, 'kiln', 'parts', 'glaze.js')],
    ]);
    expect(warnings).toEqual(['docusaurus.config.js: plugins[3]: clay: configureWebpack: CopyPlugin\'s patterns[1]: "kiln/**/*.js" is a glob: not copied']);
  });

  it("postBuild: Docusaurus's props; one that bundles with webpack (reads props.currentBundler, as plugin-pwa's does) where the site has no @docusaurus/bundler is a warning, any other throw an error", async () => {
    const seen: Record<string, unknown>[] = [];
    const make = (name: string, postBuild: (props: Record<string, unknown>) => unknown) =>
      docusaurusPlugin(entry(Object.defineProperty(() => ({ name, loadContent: () => ['a', 'b'], postBuild }), 'name', { value: name }) as never, {}, 4));
    const recorder = make('recorder', (props) => void seen.push(props));
    const bundler = make('service-worker', (props) => (props.currentBundler as { instance: unknown }).instance);
    const broken = make('broken', () => Promise.reject(new Error('disk full')));
    await run([recorder, bundler, broken]);
    const routes = { routes: [{ path: '/', kind: 'doc' }, { path: '/guide/a', kind: 'doc' }, { path: '/404', kind: 'notFound' }] };
    const context = { config, outDir: path.join(root, 'new-output'), routes, htmlTags: { head: '<meta name="x">', bodyStart: '', bodyEnd: '' }, warn: (message: string) => warnings.push(message) } as never;
    await recorder.postBuild!(context);
    expect(seen[0]).toMatchObject({ outDir: path.join(root, 'new-output'), baseUrl: '/docs-site/', siteDir: root, content: ['a', 'b'], headTags: '<meta name="x">', routesPaths: ['/docs-site/404.html', '/docs-site/', '/docs-site/guide/a'], routes: [{ path: '/docs-site/404.html' }, { path: '/docs-site/' }, { path: '/docs-site/guide/a' }] });
    await bundler.postBuild!(context);
    expect(warnings).toEqual(['docusaurus.config.js: plugins[4]: service-worker: postBuild is not run by docsgen: it bundles with webpack (props.currentBundler), and @docusaurus/bundler is not installed where the plugin or the config is']);
    await expect(broken.postBuild!(context)).rejects.toThrow('docusaurus.config.js: plugins[4]: plugin "broken" threw in postBuild: disk full');
  });

  it("a package plugin's webpack-only packages (@docusaurus/bundler, workbox-build, as plugin-pwa requires them) load when first used, so a postBuild stopped by props.currentBundler loads neither", async () => {
    const stand = (name: string, body: string) => writePackage(root, name, { 'index.js': body });
    stand('@docusaurus/bundler', "globalThis.__bundlerLoads = (globalThis.__bundlerLoads ?? 0) + 1;\nexports.getProgressBarPlugin = async () => 'bar';\nexports.compile = async ({ configs }) => `compiled ${configs.length}`;\n");
    stand('workbox-build', "globalThis.__workboxLoads = (globalThis.__workboxLoads ?? 0) + 1;\nexports.injectManifest = async () => 'injected';\n");
    const plugin = (name: string, loadContent: string) =>
      stand(
        `docusaurus-plugin-${name}`,
        [
          "'use strict';",
          "Object.defineProperty(exports, '__esModule', { value: true });",
          "const bundler_1 = require('@docusaurus/bundler');",
          "const workbox_build_1 = require('workbox-build');",
          `exports.default = function ${name}() {`,
          `  return { name: '${name}', loadContent: ${loadContent},`,
          '    async postBuild(props) { await (0, bundler_1.getProgressBarPlugin)({ currentBundler: props.currentBundler }); await (0, workbox_build_1.injectManifest)({}); } };',
          '};',
        ].join('\n'),
      );
    plugin('offline', "() => 'plain'");
    plugin('packed', '() => (0, bundler_1.compile)({ configs: [1, 2] })');
    const g = globalThis as { __bundlerLoads?: number; __workboxLoads?: number };
    delete g.__bundlerLoads;
    delete g.__workboxLoads;
    try {
      const offline = docusaurusPlugin(entry('offline', {}, 2));
      await run([offline]);
      const context = { config, outDir: path.join(root, 'out'), routes: { routes: [] }, htmlTags: { head: '', bodyStart: '', bodyEnd: '' }, warn: (message: string) => warnings.push(message) } as never;
      await offline.postBuild!(context);
      expect(warnings).toEqual(['docusaurus.config.js: plugins[2]: offline: postBuild is not run by docsgen: it bundles with webpack (props.currentBundler), and @docusaurus/bundler is not installed where the plugin or the config is']);
      expect(g.__bundlerLoads).toBeUndefined();
      expect(g.__workboxLoads).toBeUndefined();
      // Used in a hook, the package loads then, once, and its export answers.
      const seen: unknown[] = [];
      const packed = docusaurusPlugin(entry('packed', {}, 3));
      await run([packed]);
      await packed.postBuild!({ ...(context as object), warn: (message: string) => seen.push(message) } as never);
      expect(g.__bundlerLoads).toBe(1);
      expect(g.__workboxLoads).toBeUndefined();
    } finally {
      delete g.__bundlerLoads;
      delete g.__workboxLoads;
    }
  });

  it('a plugin that throws fails the run with one error naming where the config lists it, the plugin and the method', async () => {
    const inFunction = docusaurusPlugin(entry(function broken() { throw new Error('no tide table'); } as never, {}, 2));
    await expect(run([inFunction])).rejects.toThrow(new PluginError('docusaurus.config.js: plugins[2]: plugin "broken" threw in its plugin function: no tide table'));
    const inContentLoaded = docusaurusPlugin(entry(function late() { return { name: 'late', contentLoaded: () => Promise.reject(new Error('gone')) }; } as never));
    await expect(run([inContentLoaded])).rejects.toThrow('docusaurus.config.js: plugins[0]: plugin "late" threw in contentLoaded: gone');
    // The path hooks, called as methods (their `this` is the plugin).
    const themeless = docusaurusPlugin(entry(function themeless() { return { name: 'themeless', folder: undefined, getThemePath(this: { folder?: string }) { return this.folder!.trim(); } }; } as never, {}, 1));
    await expect(run([themeless])).rejects.toThrow(/^docusaurus\.config\.js: plugins\[1\]: plugin "themeless" threw in getThemePath: Cannot read properties of undefined/);
    const moduleless = docusaurusPlugin(entry(function moduleless() { return { name: 'moduleless', getClientModules() { throw new Error('no module list'); } }; } as never, {}, 3));
    await expect(run([moduleless])).rejects.toThrow(new PluginError('docusaurus.config.js: plugins[3]: plugin "moduleless" threw in getClientModules: no module list'));
    // Called as a method: one reading the plugin through `this` works.
    const named = docusaurusPlugin(entry(function named() { return { name: 'named', modules: [path.join(root, 'tide.css')], getClientModules(this: { modules: string[] }) { return this.modules; } }; } as never, {}, 4));
    writeFileSync(path.join(root, 'tide.css'), '.tide { color: navy; }\n');
    expect((await run([named])).clientModules).toEqual([path.join(root, 'tide.css')]);
  });

  it("validateOptions: the plugin's own check gives the options, with a validate that runs a (Joi-like) schema", async () => {
    let options: unknown;
    const plugin = Object.assign(
      function checked(_context: unknown, given: unknown) {
        options = given;
        return { name: 'checked' };
      },
      { validateOptions: ({ validate, options: given }: { validate: (schema: unknown, o: unknown) => unknown; options: unknown }) => validate({ validate: (value: Record<string, unknown>) => ({ value: { size: 3, ...value } }) }, given) },
    );
    await run([docusaurusPlugin(entry(plugin as never, { colour: 'blue' }))]);
    expect(options).toEqual({ size: 3, colour: 'blue', id: 'default' });
    const failing = Object.assign(() => ({ name: 'failing' }), { validateOptions: ({ validate, options: given }: { validate: (schema: unknown, o: unknown) => unknown; options: unknown }) => validate({ validate: () => ({ error: new Error('"size" must be a number') }) }, given) });
    await expect(run([docusaurusPlugin(entry(failing as never))])).rejects.toThrow('threw in validateOptions: "size" must be a number');
  });

  it("a package plugin whose CommonJS file requires a file written as an ES module (plugin-vercel-analytics 3.10.2's options.js) loads, as Docusaurus's jiti loads it, named imports of CommonJS getters included", async () => {
    const stand = (name: string, files: Record<string, string>) => writePackage(root, name, Object.fromEntries(Object.entries(files).map(([file, body]) => [`lib/${file}`, body])), { main: 'lib/index.js' });
    // A CommonJS package whose export Node's ES-module import cannot see (a getter returning a call's property).
    stand('lighthouse-checks', {
      'index.js': "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nconst wrap = (m) => ({ default: m });\nObject.defineProperty(exports, 'Check', { enumerable: true, get: function () { return wrap({ lamp: (o) => ({ lamp: 'on', ...o }) }).default; } });\n",
    });
    stand('docusaurus-plugin-lighthouse', {
      'index.js': "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nexports.default = function lighthouse(_context, options) { return { name: 'lighthouse', contentLoaded: ({ actions }) => actions.setGlobalData(options) }; };\nvar options_1 = require('./options');\nObject.defineProperty(exports, 'validateOptions', { enumerable: true, get: function () { return options_1.validateOptions; } });\n",
      'options.js': "import { Check } from 'lighthouse-checks';\nexport function validateOptions({ options }) {\n  return Check.lamp(options);\n}\n",
    });
    const loaded = await run([docusaurusPlugin(entry('lighthouse', { beam: 2 }))]);
    expect(loaded.globalData).toEqual({ lighthouse: { default: { lamp: 'on', beam: 2 } } });
  });

  it("the plugins' global data is also @generated/globalData (generatedDir's globalData.json), which Docusaurus plugins' client modules import (plugin-vercel-analytics's); written only when it changed", async () => {
    const beacon = function beacon(_context: unknown, options: Record<string, unknown>) {
      return { name: 'docusaurus-plugin-beacon', contentLoaded: ({ actions }: { actions: { setGlobalData: (data: unknown) => void } }) => actions.setGlobalData({ mode: options.mode }) };
    };
    await run([docusaurusPlugin(entry(beacon as never, { mode: 'auto' }))]);
    const file = path.join(root, 'node_modules', '.cache', 'docsgen', 'generated', 'globalData.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'docusaurus-plugin-beacon': { default: { mode: 'auto' } } });
    const past = new Date('2020-01-02T03:04:05Z');
    utimesSync(file, past, past);
    await run([docusaurusPlugin(entry(beacon as never, { mode: 'auto' }))]);
    expect(statSync(file).mtimeMs).toBe(past.getTime());
    await run([docusaurusPlugin(entry(beacon as never, { mode: 'production' }))]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'docusaurus-plugin-beacon': { default: { mode: 'production' } } });
  });

  it("resolves a module as Docusaurus does from the config's folder: a local TypeScript file, a package by its shorthand; a missing one is an error naming it", async () => {
    mkdirSync(path.join(root, 'plugins', 'local'), { recursive: true });
    writeFileSync(path.join(root, 'plugins', 'local', 'index.ts'), "export default function local(): { name: string } { return { name: 'local-plugin', loadContent: () => 1, contentLoaded: ({ actions }: any) => actions.setGlobalData('local') } as never; }\n");
    writePackage(root, 'docusaurus-plugin-buoy', { 'index.js': "exports.default = function buoy() { return { name: 'buoy', contentLoaded: ({ actions }) => actions.setGlobalData('buoy') }; };\n" });
    const loaded = await run([docusaurusPlugin(entry('./plugins/local')), docusaurusPlugin(entry('buoy', {}, 1))]);
    expect(loaded.globalData).toEqual({ 'local-plugin': { default: 'local' }, buoy: { default: 'buoy' } });
    expect(existsSync(path.join(root, 'plugins', 'local', 'index.ts'))).toBe(true);
    await expect(run([docusaurusPlugin(entry('docusaurus-plugin-missing', {}, 4))])).rejects.toThrow(
      /^docusaurus\.config\.js: plugins\[4\]: the plugin "docusaurus-plugin-missing" is not installed in .* \(looked for docusaurus-plugin-missing, @docusaurus\/plugin-docusaurus-plugin-missing, docusaurus-plugin-docusaurus-plugin-missing\): install it, as Docusaurus needs it too$/,
    );
    await expect(run([docusaurusPlugin(entry('./plugins/nowhere', {}, 5))])).rejects.toThrow("docusaurus.config.js: plugins[5]: ./plugins/nowhere not found (a plugin's path is relative to the config's folder)");
  });
});
