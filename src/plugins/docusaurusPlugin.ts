import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isPwaPlugin, withCleanUrlPrecache } from './pwaPrecache.js';
import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import type { DocusaurusPluginEntry } from '../config/schema.js';
import { pluginFailure } from '../util/errors.js';
import { isInside } from '../util/isInside.js';
import { writeFileAtomic } from '../util/writeFileAtomic.js';
import { docusaurusLoadContext } from '../config/docusaurusLoadContext.js';
import { loadDocusaurusPluginModule, type DocusaurusPluginModule } from '../config/loadDocusaurusModule.js';
import { localFile } from '../config/localFile.js';
import { addedRoute } from './addedRoute.js';
import { webpackExternals } from './webpackExternals.js';
import { siteBundler, type SiteBundler } from './siteBundler.js';
import { routeAddress, withBase } from '../shared/paths.js';
import { publishedRoutes } from '../routes/publishedRoutes.js';
import type { AddedRoute, DocsgenPlugin, LoadContentContext, PluginContext, PositionedHtmlTag, PostBuildContext } from './types.js';

/** The plugin object a Docusaurus plugin's function returns (the parts docsgen reads). */
interface DocusaurusPluginObject {
  name?: string;
  loadContent?(): unknown;
  contentLoaded?(args: { content: unknown; actions: ContentLoadedActions }): unknown;
  getPathsToWatch?(): string[];
  injectHtmlTags?(args: { content: unknown }): unknown;
  postBuild?(props: Record<string, unknown>): unknown;
  [method: string]: unknown;
}

interface ContentLoadedActions {
  createData(name: string, data: string): Promise<string>;
  setGlobalData(data: unknown): void;
  addRoute(route: RouteConfig): void;
}

/** Docusaurus's RouteConfig, as far as docsgen reads it. */
interface RouteConfig {
  path?: unknown;
  component?: unknown;
  modules?: unknown;
  routes?: unknown;
  [key: string]: unknown;
}

/**
 * Lifecycle methods docsgen does not run, each with why (one warning per plugin and method). What
 * only serves other commands or other locales (extendCli, translations, swizzling) is not a
 * build's business: it is left alone without a word, as `docusaurus build` leaves it.
 */
const NOT_RUN: Record<string, string> = {
  configurePostCss: 'docsgen does not run PostCSS over the site\'s CSS: the options it returns are not applied',
  allContentLoaded: 'it is not run (docsgen\'s own docs and blog are not plugins with content)',
};

/**
 * A plugin of a Docusaurus config as a docsgen plugin, run as Docusaurus's documented lifecycle
 * says: its function is called once with a LoadContext-like `context` and its options (which may
 * write files: docusaurus-plugin-typedoc writes its Markdown pages there), then on each run that
 * needs it `loadContent()` and `contentLoaded({ content, actions })`, all before the content stage
 * reads the pages, so pages find what the plugin wrote. `createData` writes into docsgen's
 * generated-files folder (`@generated/…` in imports); `setGlobalData` feeds `usePluginData`.
 * `serve --watch` runs `loadContent` again when a path of `getPathsToWatch()` changes (as
 * Docusaurus reloads the one plugin); a config change starts over, function included.
 * A plugin with `postBuild` gets docsgen's `postBuild` once its function has run (see postBuildProps).
 */
export function docusaurusPlugin(entry: DocusaurusPluginEntry): DocsgenPlugin {
  const { at } = entry.docusaurusPlugin;
  let initialized: Promise<{ plugin: DocusaurusPluginObject | null; options: Record<string, unknown>; clientModules: string[]; themePaths: string[]; dir: string; outDir: string }> | undefined;
  let loaded: { content: unknown; globalData: { set: boolean; data: unknown }; watch: string[]; routes: AddedRoute[]; htmlTags: PositionedHtmlTag[]; defines: Record<string, string>; externals: Record<string, string>; copies: FileCopy[] } | undefined;
  const fail = (error: unknown, hook: string) => pluginFailure(error, entry.name, hook, at);

  const own: DocsgenPlugin = {
    name: entry.name,
    async loadContent(context) {
      initialized ??= init(entry, context, fail);
      const { plugin, options, clientModules, themePaths, dir, outDir } = await initialized;
      if (!plugin) return;
      context.addClientModules(clientModules);
      context.addThemePaths(themePaths);
      const name = plugin.name ?? entry.name;
      const id = typeof options.id === 'string' ? options.id : 'default';
      if (!loaded || context.changedFiles.some((file) => loaded!.watch.some((watched) => file === watched || isInside(watched, file)))) {
        loaded = await load(plugin, { name, id, at, themePaths }, context, fail);
      }
      if (loaded.globalData.set) context.setGlobalData(name, id, loaded.globalData.data);
      for (const route of loaded.routes) context.addRoute(route);
      context.addHtmlTags(loaded.htmlTags);
      context.define(loaded.defines);
      context.addExternals(loaded.externals);
      context.watch([...loaded.watch, ...loaded.copies.map((copy) => copy.from)]);
      // What its webpack copy plugin copies (typescript-eslint's in-browser ESLint): files of the output.
      own.contentLoaded = loaded.copies.length > 0 ? (pluginContext) => copyFiles(loaded!.copies, pluginContext) : undefined;
      // Known once the function ran: a build asks which plugins have a postBuild after the pages are made.
      if (typeof plugin.postBuild === 'function' && !own.postBuild) {
        own.postBuild = async (postContext) => {
          // The site's webpack, looked for when the postBuild reads props.currentBundler (plugin-pwa compiles its service worker).
          const bundler = () => siteBundler([dir, path.dirname(postContext.config.configFile)], { outDir, into: postContext.outDir });
          try {
            await plugin.postBuild!(postBuildProps(postContext, entry.docusaurusPlugin.siteConfig, loaded?.content, bundler));
          } catch (error) {
            if (!(error instanceof NeedsBundler)) throw fail(error, 'postBuild');
            postContext.warn(`${at}: ${plugin.name ?? entry.name}: postBuild is not run by docsgen: it bundles with webpack (props.currentBundler), and @docusaurus/bundler is not installed where the plugin or the config is`);
          }
        };
      }
    },
  };
  return own;
}

/**
 * Docusaurus's postBuild props (its plugin lifecycle docs): the LoadContext's paths and config,
 * `outDir` (the new output), the site-wide tags as HTML, `routesPaths` (every page's path under the
 * base URL, the 404 page's as `404.html`), `routes` (each as `{ path }`), `plugins` (empty: other
 * plugins are not Docusaurus's objects here) and the plugin's own `content` (what its loadContent
 * returned). `currentBundler`: the site's webpack, looked for when it is first read (see
 * siteBundler); where the site has none, reading it stops the postBuild (NeedsBundler).
 */
function postBuildProps({ config, outDir, routes, htmlTags }: PostBuildContext, siteConfig: Record<string, unknown>, content: unknown, findBundler: () => SiteBundler | undefined): Record<string, unknown> {
  const base = config.urls.base;
  const routesPaths = publishedRoutes(routes).map((route) => withBase(base, routeAddress(route.path, config.trailingSlash)));
  if (routes.routes.some((route) => route.kind === 'notFound')) routesPaths.unshift(withBase(base, '/404.html'));
  let bundler: SiteBundler | null | undefined;
  return {
    ...loadContextOf(config, siteConfig),
    outDir,
    headTags: htmlTags.head,
    preBodyTags: htmlTags.bodyStart,
    postBodyTags: htmlTags.bodyEnd,
    routesPaths,
    routes: routesPaths.map((routePath) => ({ path: routePath })),
    routesBuildMetadata: Object.fromEntries(routesPaths.map((routePath) => [routePath, { noIndex: false }])),
    plugins: [],
    content,
    // Docusaurus's webpack or Rspack: loaded only for a postBuild that reads it, once.
    get currentBundler(): SiteBundler {
      bundler ??= findBundler() ?? null;
      if (!bundler) throw new NeedsBundler();
      return bundler;
    },
  };
}

/** plugin-pwa's options as docsgen hands them (withCleanUrlPrecache), its `swCustom` module written into the generated folder (when changed). */
async function withOfflineAddresses(written: Record<string, unknown>, config: ConfigValues): Promise<Record<string, unknown>> {
  const swModule = path.join(config.paths.generatedDir, 'docsgen-pwa-sw-custom.js');
  const { options, swModuleText } = withCleanUrlPrecache(written, { siteDir: path.dirname(config.configFile), swModule });
  const current = existsSync(swModule) ? readFileSync(swModule, 'utf8') : undefined;
  if (current !== swModuleText) {
    mkdirSync(config.paths.generatedDir, { recursive: true });
    await writeFileAtomic(swModule, swModuleText);
  }
  return options;
}

/** Thrown when a postBuild reads `currentBundler` and the site has no webpack (no @docusaurus/bundler) installed. */
class NeedsBundler extends Error {
  constructor() {
    super('props.currentBundler: the site has no @docusaurus/bundler installed');
  }
}

/** The plugin's module loaded, its options checked as it asks (validateOptions), its function called. */
async function init(entry: DocusaurusPluginEntry, context: LoadContentContext, fail: (error: unknown, hook: string) => Error) {
  const { plugin: spec, options: written, at, siteConfig } = entry.docusaurusPlugin;
  const loadedModule: DocusaurusPluginModule = await loadDocusaurusPluginModule(spec, at, context.config.configFile);
  let options: Record<string, unknown>;
  try {
    options = loadedModule.validateOptions ? loadedModule.validateOptions({ validate: validateWithSchema, options: written }) : { ...written, id: written.id ?? 'default' };
  } catch (error) {
    throw fail(error, 'validateOptions');
  }
  // plugin-pwa's service worker finds docsgen's pages offline by their clean URLs and their other addresses (see pwaPrecache).
  if (isPwaPlugin(spec)) options = await withOfflineAddresses(options, context.config);
  let plugin: DocusaurusPluginObject | null;
  try {
    plugin = ((await loadedModule.plugin(loadContextOf(context.config, siteConfig), options)) as DocusaurusPluginObject | null | undefined) ?? null;
  } catch (error) {
    throw fail(error, 'its plugin function');
  }
  if (plugin) {
    for (const [method, why] of Object.entries(NOT_RUN)) {
      if (typeof plugin[method] === 'function') context.warn(`${at}: ${plugin.name ?? entry.name}: ${method} is not run by docsgen: ${why}`);
    }
  }
  const by = `${at}: ${plugin?.name ?? entry.name}`;
  return { plugin, options, dir: loadedModule.dir, outDir: context.config.paths.outDir, clientModules: plugin ? clientModulesOf(plugin, loadedModule.dir, by, context.warn, fail) : [], themePaths: plugin ? themePathOf(plugin, loadedModule.dir, by, context.warn, fail) : [] };
}

/**
 * The theme folder `getThemePath()` names (relative to the plugin's folder, or absolute), as
 * Docusaurus adds it as a theme layer: one that is not a folder is a warning. (`getTypeScriptThemePath`
 * serves `docusaurus swizzle` only: a build leaves it alone, as Docusaurus's does.)
 */
function themePathOf(plugin: DocusaurusPluginObject, dir: string, by: string, warn: (message: string) => void, fail: (error: unknown, hook: string) => Error): string[] {
  const given = callPathHook(plugin, 'getThemePath', fail);
  if (given === undefined || given === null) return [];
  const folder = typeof given === 'string' ? path.resolve(dir, given) : undefined;
  if (!folder || !isFolder(folder)) {
    warn(`${by}: getThemePath: ${shownPath(given)} is not a folder (a path relative to the plugin's folder, or absolute): its theme components are not used`);
    return [];
  }
  return [folder];
}

/**
 * What a plugin's path hook (`getThemePath`, `getClientModules`) returns, called as a method;
 * undefined when the plugin has none. One that throws fails the run, naming the hook.
 */
function callPathHook(plugin: DocusaurusPluginObject, hook: 'getThemePath' | 'getClientModules', fail: (error: unknown, hook: string) => Error): unknown {
  const method = plugin[hook];
  if (typeof method !== 'function') return undefined;
  try {
    return (method as () => unknown).call(plugin);
  } catch (error) {
    throw fail(error, hook);
  }
}

/** A path a hook gave, as its warning names it (anything else as JSON). */
function shownPath(given: unknown): string {
  return typeof given === 'string' ? given : String(JSON.stringify(given));
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * What `getClientModules()` names, as Docusaurus takes it: each path relative to the plugin's
 * folder (or absolute, as `require.resolve` gives it), loaded in the browser on every page. One
 * that is not there is a warning naming it (the others still load).
 */
function clientModulesOf(plugin: DocusaurusPluginObject, dir: string, by: string, warn: (message: string) => void, fail: (error: unknown, hook: string) => Error): string[] {
  const named = callPathHook(plugin, 'getClientModules', fail);
  if (!Array.isArray(named)) return [];
  return named.flatMap((given) => {
    const file = typeof given === 'string' ? localFile(path.resolve(dir, given)) : undefined;
    if (!file) warn(`${by}: getClientModules: ${shownPath(given)} is not a module file (a path relative to the plugin's folder, or absolute): not loaded`);
    return file ? [file] : [];
  });
}

/** `loadContent()`, then `contentLoaded({ content, actions })` (an added route's `@theme/` component may be its own theme folder's, `themePaths`), then the paths it asks to be watched. */
async function load(plugin: DocusaurusPluginObject, { name, id, at, themePaths }: { name: string; id: string; at: string; themePaths: readonly string[] }, context: LoadContentContext, fail: (error: unknown, hook: string) => Error) {
  let content: unknown;
  try {
    content = await plugin.loadContent?.();
  } catch (error) {
    throw fail(error, 'loadContent');
  }
  const globalData = { set: false, data: undefined as unknown };
  const dataDir = path.join(context.config.paths.generatedDir, name, id);
  const routes: AddedRoute[] = [];
  const pending: Promise<void>[] = [];
  const by = `${at}: ${id === 'default' ? name : `${name} (id ${id})`}`;
  const actions: ContentLoadedActions = {
    async createData(file, data) {
      const target = path.join(dataDir, file);
      const contents = typeof data === 'string' ? data : JSON.stringify(data);
      mkdirSync(path.dirname(target), { recursive: true });
      // Unchanged data is not written again: what imports it stays as the caches know it.
      if (readIfExists(target) !== contents) writeFileSync(target, contents);
      return target;
    },
    setGlobalData(data) {
      globalData.set = true;
      globalData.data = data;
    },
    addRoute(route) {
      // Synchronous in Docusaurus; checking a @theme/ name may load docsgen's modules, so it is awaited below.
      pending.push(
        addedRoute(route, { by, dataDir, config: context.config, themePaths }).then((added) => {
          if (typeof added === 'string') context.warn(added);
          else routes.push(added);
        }),
      );
    },
  };
  try {
    await plugin.contentLoaded?.({ content, actions });
    await Promise.all(pending);
  } catch (error) {
    throw fail(error, 'contentLoaded');
  }
  let htmlTags: PositionedHtmlTag[] = [];
  try {
    htmlTags = injectedTags(await plugin.injectHtmlTags?.({ content }), by, context.warn);
  } catch (error) {
    throw fail(error, 'injectHtmlTags');
  }
  const { defines, externals, copies } = configureWebpackParts(plugin, content, by, context.warn, context.config.rootDir, context.config.urls.base);
  let watch: string[] = [];
  try {
    watch = (plugin.getPathsToWatch?.() ?? []).map((watched) => watchedFolder(path.resolve(context.config.rootDir, watched)));
  } catch (error) {
    throw fail(error, 'getPathsToWatch');
  }
  return { content, globalData, watch, routes, htmlTags, defines, externals, copies };
}

/** A file or folder a webpack copy plugin copies into the output: `from` (absolute) to `to` (a path in the output). */
interface FileCopy {
  from: string;
  to: string;
}

/**
 * What of `configureWebpack(config, isServer, utils, content)` docsgen applies: the values of the
 * webpack (or Rspack) DefinePlugins it adds (`process.env.X` → `"1.2.3"`), which the site's code
 * reads in its pages and in the browser, the packages its `externals` read from a global in the
 * browser (see webpackExternals), and the files its copy plugins (copy-webpack-plugin, Rspack's
 * CopyRspackPlugin) put in the output. It is called as Docusaurus calls it for the client bundle,
 * with a config holding only empty lists and the base URL as `output.publicPath`; the rest of what it returns (loaders, aliases, other
 * plugins) is webpack's business and is named once in a warning. A value that is
 * not a JSON literal (code webpack would paste in) is named and left out.
 */
function configureWebpackParts(plugin: DocusaurusPluginObject, content: unknown, by: string, warn: (message: string) => void, rootDir: string, base: string): { defines: Record<string, string>; externals: Record<string, string>; copies: FileCopy[] } {
  const copies: FileCopy[] = [];
  if (typeof plugin.configureWebpack !== 'function') return { defines: {}, externals: {}, copies };
  // The client config's public path is the site's base URL (plugin-pwa places its service worker's URL under it).
  const config = { mode: 'production', output: { publicPath: base }, module: { rules: [] as unknown[] }, plugins: [] as unknown[], resolve: { alias: {} as Record<string, unknown> }, optimization: {} };
  const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack', instance: { DefinePlugin, EnvironmentPlugin } } };
  let returned: unknown;
  try {
    returned = (plugin.configureWebpack as (...args: unknown[]) => unknown)(config, false, utils, content);
  } catch (error) {
    // What it builds for webpack may need more of webpack than docsgen's stand-in: not applied, as before it was run.
    if (!webpackNamed.has(plugin)) {
      webpackNamed.add(plugin);
      warn(`${by}: configureWebpack is not run by docsgen: it needs more of webpack than the DefinePlugin and EnvironmentPlugin docsgen hands it (${(error as Error | undefined)?.message ?? String(error)})`);
    }
    return { defines: {}, externals: {}, copies };
  }
  const result = (returned && typeof returned === 'object' ? returned : {}) as Record<string, unknown>;
  const plugins = [...config.plugins, ...(Array.isArray(result.plugins) ? result.plugins : [])];
  const defines: Record<string, string> = {};
  const ignored = new Set(Object.keys(result).filter((key) => key !== 'plugins' && key !== 'mergeStrategy'));
  // Rules that only load `x?raw` as its text (typescript-eslint's): what docsgen does for every import.
  if (onlyRawRules(result.module)) ignored.delete('module');
  // webpack's dev server options (kysely's static folder for `docusaurus start`): Docusaurus's build
  // never reads them either, and `docsgen serve` is no webpack dev server. Nothing lost: no warning.
  ignored.delete('devServer');
  // Packages read from a global in the browser (`typescript: 'window.ts'`): applied to the browser bundle.
  const externals = webpackExternals(result.externals);
  if (ignored.delete('externals')) for (const left of externals.left) ignored.add(left);
  for (const added of plugins) {
    const patterns = copyPatterns(added);
    if (patterns) {
      patterns.forEach((pattern, i) => {
        const copy = fileCopy(pattern, rootDir);
        if (typeof copy === 'string') warn(`${by}: configureWebpack: ${(added as { constructor: { name: string } }).constructor.name}'s patterns[${i}]: ${copy}: not copied`);
        else copies.push(copy);
      });
      continue;
    }
    const values = definePluginValues(added);
    if (!values) {
      ignored.add(`plugins: ${(added as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'a plugin'}`);
      continue;
    }
    for (const [name, value] of Object.entries(values)) {
      const code = typeof value === 'string' ? value : JSON.stringify(value);
      if (code !== undefined && isJsonLiteral(code)) defines[name] = code;
      else warn(`${by}: configureWebpack: DefinePlugin's ${name} is code, not a JSON value: not defined (docsgen replaces an expression by a JSON value only)`);
    }
  }
  const externalNames = Object.keys(externals.modules).map((name) => `externals.${name}`);
  const applied = [...Object.keys(defines), ...externalNames];
  const appliedParts = [Object.keys(defines).length > 0 ? 'DefinePlugin values' : '', externalNames.length > 0 ? 'externals' : ''].filter(Boolean).join(' and ');
  // Said once per plugin, not again when serve --watch loads its content again.
  if (ignored.size > 0 && !webpackNamed.has(plugin)) {
    webpackNamed.add(plugin);
    warn(`${by}: configureWebpack: ${applied.length > 0 ? `its ${appliedParts} are applied (${applied.join(', ')}); ` : ''}not applied, as docsgen bundles with esbuild, not webpack: ${[...ignored].join(', ')}`);
  }
  return { defines, externals: externals.modules, copies };
}

/**
 * `module: { rules }` whose every rule loads a `?raw` import as its source text (`resourceQuery:
 * /raw/` with `type: 'asset/source'` or raw-loader), as docsgen loads `x?raw` without being asked.
 */
function onlyRawRules(module: unknown): boolean {
  const rules = (module as { rules?: unknown } | null | undefined)?.rules;
  if (!Array.isArray(rules) || rules.length === 0 || Object.keys(module as object).some((key) => key !== 'rules')) return false;
  return rules.every((rule: { resourceQuery?: unknown; type?: unknown; use?: unknown; loader?: unknown } | null) => {
    const query = rule?.resourceQuery;
    const matchesRaw = query instanceof RegExp ? query.test('?raw') : query === '?raw';
    const keys = Object.keys(rule ?? {}).filter((key) => key !== 'resourceQuery');
    const asSource = rule?.type === 'asset/source' || rule?.use === 'raw-loader' || rule?.loader === 'raw-loader';
    return matchesRaw && asSource && keys.length === 1;
  });
}

/** The patterns of a copy-webpack-plugin (kept as `patterns`) or of Rspack's CopyRspackPlugin (its first argument's). */
function copyPatterns(added: unknown): unknown[] | undefined {
  if (!added || typeof added !== 'object') return undefined;
  const name = (added as { name?: unknown }).name ?? (added as { constructor?: { name?: string } }).constructor?.name;
  const byName = name === 'CopyRspackPlugin' || name === 'CopyPlugin' || name === 'CopyWebpackPlugin' || (added as { constructor?: { name?: string } }).constructor?.name === 'CopyPlugin';
  if (!byName) return undefined;
  const patterns = (added as { patterns?: unknown }).patterns ?? (added as { _args?: { patterns?: unknown }[] })._args?.[0]?.patterns;
  return Array.isArray(patterns) ? patterns : undefined;
}

/**
 * One copy pattern as a FileCopy: `'from'` or `{ from, to? }`, `from` a file or folder (relative
 * to the site's folder, as webpack's context is), `to` a path in the output (its root when not
 * given); a glob, a `to` function or a filter is named instead (docsgen copies plain paths only).
 */
function fileCopy(pattern: unknown, rootDir: string): FileCopy | string {
  const given = typeof pattern === 'string' ? { from: pattern } : (pattern as { from?: unknown; to?: unknown; context?: unknown; [key: string]: unknown } | null);
  if (!given || typeof given.from !== 'string') return 'no from path';
  if (/[*?[\]{}!]/.test(given.from)) return `"${given.from}" is a glob`;
  const extra = Object.keys(given).filter((key) => key !== 'from' && key !== 'to' && key !== 'context');
  if (extra.length > 0) return `${extra.join(', ')} not supported`;
  if (given.to !== undefined && typeof given.to !== 'string') return 'a to that is not a path';
  const context = typeof given.context === 'string' ? path.resolve(rootDir, given.context) : rootDir;
  const from = path.resolve(context, given.from);
  if (!existsSync(from)) return `"${given.from}" does not exist`;
  const to = (given.to ?? '').replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/^\/+/, '');
  return { from, to };
}

/** Copies each FileCopy into the output: a folder's files under `to`, a file to `to` (or into it, when `to` ends with `/` or is empty). */
function copyFiles(copies: readonly FileCopy[], context: PluginContext): void {
  for (const { from, to } of copies) {
    if (statSync(from).isDirectory()) {
      for (const file of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
        const source = path.join(from, file);
        if (statSync(source).isFile()) context.copyFile(path.posix.join(to, file.split(path.sep).join('/')), source);
      }
    } else context.copyFile(to === '' || to.endsWith('/') ? path.posix.join(to, path.basename(from)) : to, from);
  }
}

/** The plugins whose configureWebpack's unapplied parts were named (once each). */
const webpackNamed = new WeakSet<DocusaurusPluginObject>();

/** A DefinePlugin's values: webpack's keeps them in `definitions`, Rspack's in its first argument. */
/** webpack's DefinePlugin as configureWebpack gets it from docsgen (`utils.currentBundler.instance`): it keeps its definitions. */
class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}

/** webpack's EnvironmentPlugin (`process.env.X` from the environment, else the default given): a DefinePlugin of those values. */
class EnvironmentPlugin extends DefinePlugin {
  constructor(keys: string[] | Record<string, unknown>) {
    const defaults: Record<string, unknown> = Array.isArray(keys) ? Object.fromEntries(keys.map((key) => [key, undefined])) : keys;
    const values = Object.entries(defaults)
      .map(([key, fallback]) => [key, process.env[key] ?? fallback] as const)
      .filter(([, value]) => value !== undefined);
    super(Object.fromEntries(values.map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)])));
  }
}

function definePluginValues(added: unknown): Record<string, unknown> | undefined {
  if (added instanceof DefinePlugin) return added.definitions;
  if (!added || typeof added !== 'object') return undefined;
  const named = (added as { name?: unknown }).name === 'DefinePlugin' || (added as { constructor?: { name?: string } }).constructor?.name === 'DefinePlugin';
  if (!named) return undefined;
  const values = (added as { definitions?: unknown }).definitions ?? (added as { _args?: unknown[] })._args?.[0];
  return values && typeof values === 'object' ? (values as Record<string, unknown>) : undefined;
}

function isJsonLiteral(code: string): boolean {
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}

const INJECTED_POSITIONS = { headTags: 'head', preBodyTags: 'bodyStart', postBodyTags: 'bodyEnd' } as const;

/**
 * What `injectHtmlTags` returned (`{ headTags, preBodyTags, postBodyTags }`, each a list of HTML
 * strings and `{ tagName, attributes, innerHTML }` objects) as tags for every page; a tag of
 * another shape is a warning naming the plugin.
 */
function injectedTags(injected: unknown, by: string, warn: (message: string) => void): PositionedHtmlTag[] {
  if (injected === undefined || injected === null) return [];
  const tags: PositionedHtmlTag[] = [];
  for (const [key, position] of Object.entries(INJECTED_POSITIONS)) {
    const list = (injected as Record<string, unknown>)[key];
    if (list === undefined) continue;
    (Array.isArray(list) ? list : [list]).forEach((tag, i) => {
      const object = tag as { tagName?: unknown; attributes?: unknown; innerHTML?: unknown } | null;
      if (typeof tag === 'string') tags.push({ position, tag });
      else if (object && typeof object.tagName === 'string' && (object.attributes === undefined || (typeof object.attributes === 'object' && object.attributes !== null))) {
        tags.push({ position, tag: { tagName: object.tagName, attributes: (object.attributes ?? {}) as Record<string, string | boolean>, ...(typeof object.innerHTML === 'string' ? { innerHTML: object.innerHTML } : {}) } });
      } else warn(`${by}: injectHtmlTags: ${key}[${i}] is neither HTML nor a { tagName, attributes } object: not added`);
    });
  }
  return tags;
}

/**
 * A path of `getPathsToWatch()` as a file or folder to watch: a glob (`docs/**\/*.md`) is watched
 * by the folder before its first pattern character, so a change anywhere under it reloads the plugin.
 */
function watchedFolder(watched: string): string {
  const glob = watched.search(/[*?[\]{}!]/);
  if (glob < 0) return watched;
  return path.dirname(watched.slice(0, glob) + 'x');
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The `validate(schema, options)` a plugin's `validateOptions` is handed: Docusaurus's validates
 * with Joi, whose schemas validate themselves (`schema.validate(options)`); an error is thrown.
 */
function validateWithSchema(schema: unknown, options: Record<string, unknown>): Record<string, unknown> {
  const validate = (schema as { validate?: (value: unknown) => { error?: unknown; value?: unknown } } | null)?.validate;
  if (typeof validate !== 'function') return { ...options, id: options.id ?? 'default' };
  const result = validate.call(schema, options);
  if (result?.error) throw result.error;
  const value = (result?.value ?? options) as Record<string, unknown>;
  return { ...value, id: value.id ?? 'default' };
}

/** Docusaurus's LoadContext for a plugin: the resolved config's paths. */
function loadContextOf(config: ConfigValues, siteConfig: Record<string, unknown>) {
  return docusaurusLoadContext(siteConfig, config.configFile, { generatedDir: config.paths.generatedDir, outDir: config.paths.outDir, url: config.urls.origin, baseUrl: config.urls.base });
}
