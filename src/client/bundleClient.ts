import type { Metafile, Plugin } from 'esbuild';
import { readFile, realpath } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { specifierPosition } from '../util/importPosition.js';
import { RenderError } from '../util/errors.js';
import { describeEsbuildError } from '../util/esbuildError.js';
import { builtInThemeDir, engineModule, packageRoot } from '../util/packageRoot.js';
import { codeBlockModule, codeBlockModuleId, codeBlockSwizzle } from '../theme/codeBlockSwizzle.js';
import { escapeRegExp } from '../shared/escapeRegExp.js';
import { componentCssPlugin } from '../css/componentCssPlugin.js';
import { CSS_ASSET_LOADERS, cssSiteUrls } from '../css/cssSiteUrls.js';
import { rtlCssPlugin } from '../css/rtlCss.js';
import { sassPlugin } from '../css/sass.js';
import { siteTokensPlugin } from '../css/siteTokens.js';
import { importRule, themeLayerPlugin } from '../css/themeLayer.js';
import { slashPath } from '../util/slashPath.js';
import { cachedBuild, installedPackages, themeListing } from '../util/cachedBuild.js';
import { isEngineFile, resolveThemeFile, themeDirs } from '../theme/themeFiles.js';
import { themeLayersOf, themeLayersPlugin } from '../theme/themeLayers.js';
import { themeResolver } from '../theme/themeResolver.js';
import type { ReactCopy } from '../config/configValues.js';
import { packageResolver } from '../theme/packageResolver.js';
import type { ClientAssets } from './clientAssets.js';
import type { GlobalData, PageKind } from '../shared/types.js';
import { pageLayouts } from '../../templates/pages.js';
import { builtinComponents, builtinModules } from '../content/mdx/components/index.js';
import { docusaurusModules } from '../content/mdx/docusaurus/modules.js';
import { codeBlockModules } from '../content/mdx/docusaurus/codeBlock/codeBlockModules.js';
import type { DocusaurusI18n, DocusaurusSite } from '../content/mdx/docusaurus/siteContext.js';
import { BROWSER_ONLY_MODULE } from '../content/mdx/islands/browserOnlyModule.js';
import { imageImports } from '../content/mdx/imageImports.js';
import { rawImports } from '../content/mdx/rawImports.js';
import { hashFile } from '../util/hashFile.js';
import { loadEsbuild } from '../util/loadEsbuild.js';
import { siteAlias } from '../util/siteAlias.js';
import { isInside } from '../util/isInside.js';
import { globalExternals } from './globalExternals.js';

export interface ClientBundle {
  assets: ClientAssets;
  /** Stylesheets the site's theme files import (absolute paths): the site's stylesheet adds them (see withComponentCss). */
  componentCss: string[];
  /** Output files, relative to the site root (`assets/main-HASH.js`). */
  files: { path: string; contents: Uint8Array }[];
  /**
   * What esbuild found wrong in the site's stylesheets (theme.customCss, the theme's CSS), as
   * `file:line:column: message` with the file relative to the site's folder: malformed CSS still
   * ships (esbuild keeps what it can), so these go to the onWarnings gate.
   */
  cssWarnings: string[];
  /** What a site component bundled for the browser reads that only webpack gave it (`process.env.X` from a DefinePlugin), file:line:col. */
  scriptWarnings: string[];
  /** The files the bundle was made from (absolute paths): a rebuild that changes one makes it again (see createClientStage's withContent). */
  inputs?: string[];
  /** Files linked into the output as they are ([output path, file]): Mermaid's (see mermaidAssets). */
  copies?: [to: string, from: string][];
}


/** The browser entry ships with docsgen (src/browser); `@theme/…` is the site's theme (see themeResolver). */
export const BROWSER_ENTRY = engineModule('browser/entry');

export interface BundleClientOptions {
  minify?: boolean;
  /** The site's CSS files (absolute paths), loaded after the theme's styles. */
  customCss?: string[];
  /**
   * The theme's styles (its stylesheet, and the theme's files among `customCss`) in a cascade layer,
   * so the site's own CSS wins over them whatever its specificity (`theme.cascadeLayer`, see themeLayer).
   */
  themeLayer?: boolean;
  /** The build's React (`config.react`): the browser code imports it. */
  react: ReactCopy;
  /** The site's folder: CSS-module class names are hashed from paths relative to it, `@site/` names it, error messages name files from it (default: the theme folder's parent). */
  rootDir?: string;
  /** A Docusaurus site's swizzles that replace the theme's components (docusaurusSwizzles' `applied`): bundled in their place. */
  swizzles?: Record<string, string>;
  /** What `useThemeConfig()` gives those swizzles (see ThemeDirs.swizzleThemeConfig). */
  swizzleThemeConfig?: Record<string, unknown>;
  /** The site's static folder: a stylesheet's `url(/img/x.png)` is its file (see cssSiteUrls). */
  staticDir?: string;
  /**
   * The site modules MDX pages use as interactive components (absolute paths, see bundleMdx): each
   * becomes a chunk the island runtime loads on the pages that use it. With none, the bundle is
   * exactly what it was before islands existed.
   */
  islands?: string[];
  /** What `useDocusaurusContext().siteConfig` gives islands in the browser (as at build time). */
  siteConfig?: DocusaurusSite['siteConfig'];
  /** What `useGlobalData` gives islands in the browser (the site's Docusaurus plugins' data, as at build time). */
  globalData?: GlobalData;
  /** The locale's code translations (`<Translate>`/`translate()` in islands) and its locales (`useDocusaurusContext().i18n`): each locale's bundle carries its own. */
  codeTranslations?: Readonly<Record<string, string>>;
  i18n?: DocusaurusI18n;
  /** Expressions the site's code reads replaced by JSON values (`process.env.X`: its plugins' DefinePlugin, see LoadContentContext.define). */
  defines?: Readonly<Record<string, string>>;
  /** Packages read from a global instead of bundled (`typescript` → `window.ts`: its plugins' webpack `externals`, see globalExternals). */
  externals?: Readonly<Record<string, string>>;
  /** The page kinds the site's sources give routes (the client stage picks them): each gets its layout's chunk. */
  kinds: readonly PageKind[];
  /** The folder of the bundle's records in the site's cache (CachePaths.clientBundles): an unchanged bundle is taken from there (see cachedBuild); none builds every time. */
  cacheRecords?: string;
  /** Where islands' `@generated/` imports point (see SitePaths.generatedDir). */
  generatedDir?: string;
  /** docsgen's own layout: the theme's tokens take the values the site sets on their public names (see withSiteTokens). */
  siteTokens?: boolean;
  /**
   * Modules loaded on every page before it starts, in this order (Docusaurus's client modules:
   * config `clientModules`, plugins' `getClientModules()`; absolute paths): stylesheets join the
   * site's stylesheet after its own CSS, scripts run and their route lifecycles are called (see
   * routeLifecycles). With none, the bundle holds no lifecycle code.
   */
  clientModules?: string[];
  /** The theme folders of the site's plugins (Docusaurus's `getThemePath`), in plugin order: see ThemeLayers. */
  pluginThemes?: readonly string[];
  /** The build is a right-to-left locale's: the site's own stylesheets are mirrored (see rtlCssPlugin), docsgen's are not. */
  rtl?: boolean;
  /** The site's swizzle folder (SitePaths.swizzleDir): with the theme folder and the plugins' ones, where the site's code's `@theme/` imports are found first (see themeLayersPlugin). */
  swizzleDir?: string;
  /** Told each esbuild build the bundle runs, with its entries' names (`main`, `page-doc`, `islands`): none when the bundle is taken from the cache records. */
  onBuild?: (entries: string[]) => void;
}

/** The island bundle's entry: the runtime that hydrates the islands of the pages that have any. */
export const ISLAND_RUNTIME_ENTRY = engineModule('browser/islands/islandsEntry');

/**
 * client stage: one minified ESM bundle for the shell and one chunk per page kind, with shared
 * code split out and content-hashed names; one CSS file. `themeDir` is the site's theme folder
 * (it need not exist): its files replace the default theme's of the same name.
 */
export async function bundleClient(themeDir: string | undefined, options: BundleClientOptions): Promise<ClientBundle> {
  // The site's code's `@theme/` imports, as its MDX pages' at build time (see bundleMdx); its frame swizzles' too (see themeResolver).
  const layers = themeLayersOf({ swizzleDir: options.swizzleDir, themeDir, pluginThemes: options.pluginThemes });
  const dirs = themeDirs(themeDir, options.swizzles ?? {}, options.swizzleThemeConfig, layers);
  const islands = options.islands ?? [];
  const clientModules = options.clientModules ?? [];
  // Site code beside docsgen's: it gets the Docusaurus modules docsgen provides, JSX in .js files, SVG components.
  const siteCode = islands.length > 0 || clientModules.length > 0;
  // The islands are a bundle of their own (made after the main one, see mainEntryPlugin): the main one has only the client modules of the site's code.
  const mainSiteCode = clientModules.length > 0;
  // The site's code in the main bundle (client modules, swizzled or plugin theme components) may call
  // translate(): on a locale with code translations they are set before any of it runs. A bundle
  // without such code, or a locale without translations, holds none of them (not a byte more).
  const mainTranslated = Object.keys(options.codeTranslations ?? {}).length > 0 && (mainSiteCode || Object.keys(options.swizzles ?? {}).length > 0 || (options.pluginThemes?.length ?? 0) > 0);
  const entryPoints = [
    { in: BROWSER_ENTRY, out: 'main' },
    // Each page kind's chunk is its layout, from the theme's one list.
    ...options.kinds.map((kind) => {
      const name = pageLayouts[kind];
      const file = resolveThemeFile(dirs, name);
      if (!file) throw new RenderError(`${themeDir ?? dirs.builtIn}: the theme has no ${name}.tsx (the ${kind} page component)`);
      return { in: file, out: `page-${kind}` };
    }),
  ];
  const siteDir = options.rootDir ?? path.dirname(themeDir ?? dirs.builtIn);
  const { react } = options;
  const swizzleFiles = new Set(Object.values(dirs.swizzles ?? {}));
  // What decides the bundle besides the files esbuild reads (see cachedBuild), its paths relative to
  // the site's folder, as esbuild names the files it bundles (absWorkingDir): the same site in
  // another folder, or another site built from the same files the same way, makes the same bundle.
  // A <BrowserOnly> island's module is made from its page, which esbuild does not read as a file: the page's contents decide it.
  const browserOnlyPages = islands.filter((island) => BROWSER_ONLY_MODULE.test(island)).map((island) => hashFile(island.replace(BROWSER_ONLY_MODULE, '')));
  const fromSite = (file: string) => slashPath(path.relative(siteDir, file));
  const key = [
    'client',
    entryPoints.map((entry) => ({ ...entry, in: fromSite(entry.in) })),
    { builtIn: fromSite(dirs.builtIn), site: dirs.site && fromSite(dirs.site), swizzles: dirs.swizzles && Object.entries(dirs.swizzles).map(([name, file]) => [name, fromSite(file)]), swizzleThemeConfig: dirs.swizzleThemeConfig },
    themeListing(dirs.site),
    options.staticDir && fromSite(options.staticDir),
    options.customCss?.map(fromSite),
    options.siteTokens,
    options.themeLayer,
    options.rtl,
    options.minify,
    islands.map(fromSite),
    clientModules.map(fromSite),
    // Where the site's code (and its frame swizzles) finds `@theme/` modules: which files those folders hold decides what its imports are.
    siteCode || dirs.layers ? [layers.site.map((dir) => dir && fromSite(dir)), themeListing(options.swizzleDir), layers.plugins.map(fromSite)] : undefined,
    browserOnlyPages,
    options.siteConfig,
    options.globalData,
    options.codeTranslations,
    // Only the site's code reads the locales (islandLoaders): a locale's label is worked out when read (withLabel).
    siteCode ? options.i18n : undefined,
    options.defines,
    options.externals,
    options.generatedDir && fromSite(options.generatedDir),
    { ...react, react: { ...react.react, dir: fromSite(react.react.dir) }, reactDom: { ...react.reactDom, dir: fromSite(react.reactDom.dir) } },
    installedPackages(siteDir),
  ];
  const records = options.cacheRecords ? { dir: options.cacheRecords, name: 'bundle', base: siteDir } : undefined;
  const cached = await cachedBuild<CachedBundle>(records, key, async () => {
    const componentCss = new Set<string>();
    const cssOfSite = componentCssPlugin({ rootDir: siteDir, found: componentCss, skip: isEngineFile(dirs) });
    const sassLoaded = new Set<string>();
    // Names a site component imports from a Docusaurus module docsgen does not provide: undefined
    // (the page build warns, naming the line); each pass may find more.
    const missing = new Map<string, Set<string>>();
    const scriptWarnings: string[] = [];
    // Where site code imports a name docsgen's modules lack (file relative to the site, line, column, module, name).
    const missingAt: MissingImport[] = [];
    // Client modules left out for importing what docsgen does not provide (a second bundle without them).
    let loaded = clientModules;
    // `@theme/` modules found nowhere (not in the site's, docsgen's or a plugin's theme folder),
    // imported by a client module's code: stood in for, then
    // the client modules importing them are left out. Once one is imported by other code, a pass
    // without stand-ins fails on it.
    const missingTheme: { specifier: string; importer: string }[] = [];
    let themeStandIns = true;
    // What the main bundle and the island bundle both give the site's code and stylesheets.
    // `@site/…` in the site's code: its client modules, islands and swizzles (the main bundle has the
    // swizzles even without the rest); after siteModules, whose SVG and image imports read `@site/` first.
    const siteAliasPlugin = siteAlias(siteDir);
    const siteCodePlugins = [...codeBlockIsland(islands, isEngineFile(dirs)), themeLayersPlugin(layers, (file) => isEngineFile(dirs)(file) || swizzleFiles.has(file)), siteModules(islands, siteDir, isEngineFile(dirs), swizzleFiles, { generatedDir: options.generatedDir, defines: options.defines }, missing, scriptWarnings), siteAliasPlugin];
    const themeCssPlugins = [...(options.siteTokens ? [siteTokensPlugin(path.join(dirs.builtIn, 'styles', 'tokens.css'))] : []), ...(options.themeLayer ? [themeLayerPlugin(path.join(dirs.builtIn, 'styles', 'index.css'))] : [])];
    const stylesheetPlugins = [cssOfSite, ...(options.rtl ? [rtlCssPlugin(siteDir, isEngineFile(dirs), sassLoaded)] : []), sassPlugin(siteDir, sassLoaded), packageResolver({ react, mode: 'bundle' })];
    const common = {
      bundle: true,
      splitting: true,
      format: 'esm' as const,
      platform: 'browser' as const,
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: options.minify ?? true,
      jsx: 'automatic' as const,
      alias: { 'docsgen/theme': THEME_CONTRACT, 'docsgen/shared': THEME_CONTRACT },
      // Packages of a component outside the site's folder are found in the site's node_modules too (as the page build finds them).
      nodePaths: [path.join(siteDir, 'node_modules')],
      assetNames: 'assets/[name]-[hash]',
      // Nothing is written (write: false); paths are made relative to this virtual folder.
      absWorkingDir: siteDir,
      outdir: OUT_DIR,
      metafile: true as const,
      write: false as const,
      legalComments: 'none' as const,
      logLevel: 'silent' as const,
    };
    // An esbuild error naming only names the Docusaurus modules docsgen provides lack: each is
    // recorded (the next pass exports it as undefined), and true is returned.
    const missingNames = (error: unknown): boolean => {
      const errors = (error as { errors?: { text: string }[] }).errors ?? [];
      const names = errors.map((e) => /^No matching export in "docsgen-builtin:([^"]+)" for import "([^"]+)"$/.exec(e.text));
      if (names.length === 0 || !names.every(Boolean)) return false;
      for (const match of names) missing.set(match![1]!, (missing.get(match![1]!) ?? new Set()).add(match![2]!));
      errors.forEach((e, i) => {
        const at = (e as { location?: { file: string; line: number; column: number } | null }).location;
        if (at) missingAt.push({ file: at.file, line: at.line, column: at.column + 1, module: names[i]![1]!, name: names[i]![2]! });
      });
      return true;
    };
    let result;
    for (let pass = 0; !result; pass++) {
      missingTheme.length = 0;
      const onMissingTheme = themeStandIns && loaded.length > 0 ? (specifier: string, importer: string) => {
        missingTheme.push({ specifier, importer });
        return { path: specifier, namespace: 'docsgen-missing-theme' };
      } : undefined;
      try {
        options.onBuild?.(entryPoints.map((entry) => entry.out));
        result = await (await loadEsbuild()).build({
          ...common,
          entryPoints,
          // Files the site's stylesheets name in url() become hashed assets, as webpack's css-loader makes them.
          loader: { ...CSS_ASSET_LOADERS, ...(mainSiteCode ? { '.js': 'jsx' as const } : {}) },
          plugins: [...globalExternals(options.externals ?? {}), cssSiteUrls({ rootDir: siteDir, staticDir: options.staticDir }), clientModulesPlugin(loaded, siteDir, mainTranslated), codeTranslationsPlugin(options.codeTranslations), ...(islands.length > 0 ? [mainReactExports] : []), ...(mainSiteCode ? siteCodePlugins : [siteAliasPlugin]), themeResolver(dirs, onMissingTheme), missingThemePlugin, ...themeCssPlugins, customCssPlugin(options.customCss ?? [], options.themeLayer ? path.join(dirs.builtIn, 'styles') : undefined), ...stylesheetPlugins],
          // As webpack's mode does, and what the site's plugins define (a DefinePlugin of theirs).
          define: { 'process.env.NODE_ENV': '"production"', DOCSGEN_CLIENT_MODULES: String(loaded.length > 0), ...options.defines },
          entryNames: 'assets/[name]-[hash]',
          chunkNames: 'assets/chunk-[hash]',
        });
      } catch (error) {
        if (pass < 5 && missingNames(error)) continue;
        throw new RenderError(describeEsbuildError(error, themeDir ?? dirs.builtIn, 'cannot bundle the client', { workingDir: siteDir, shownFrom: siteDir }), { cause: error });
      }
      // A client module that imports what docsgen does not provide would fail in every visitor's
      // browser (an undefined function called as it loads, as plugin-pwa's createStorageSlot):
      // it is left out, named with what it lacks, and the bundle made again without it.
      const themeAt = missingTheme.map(({ specifier, importer }): MissingImport => {
        const at = specifierPosition(importer, specifier) ?? { line: 1, column: 1 };
        return { file: fromSite(importer), ...at, module: specifier, name: specifier, theme: true };
      });
      const lacking = lackingClientModules(loaded, [...missingAt, ...themeAt], result.metafile, fromSite);
      const leftOut = new Set([...lacking.values()].flat());
      if (themeAt.some((at) => !leftOut.has(at))) {
        // Code other than a client module's imports it: the pass without stand-ins names it as an error.
        themeStandIns = false;
        result = undefined;
        continue;
      }
      if (lacking.size > 0) {
        for (const [module, imports] of lacking) {
          for (const at of imports) {
            const what = at.theme ? `${at.module} is a theme component neither docsgen nor the site's plugins (getThemePath) have` : `${at.name} is not provided by docsgen (${at.module})`;
            scriptWarnings.push(`${at.file}:${at.line}:${at.column}: ${what}: the client module ${fromSite(module)} that imports it is not loaded in the browser`);
          }
        }
        loaded = loaded.filter((module) => !lacking.has(module));
        result = undefined;
      }
    }
    // The island bundle, on top of the main one (whose entry it imports React from).
    const mainUrl = manifest(result.metafile, entryPoints, siteDir).entry;
    let islandsResult;
    for (let pass = 0; islands.length > 0 && !islandsResult; pass++) {
      try {
        options.onBuild?.(['islands']);
        islandsResult = await (await loadEsbuild()).build({
          ...common,
          entryPoints: [{ in: ISLAND_RUNTIME_ENTRY, out: 'islands' }],
          loader: { ...CSS_ASSET_LOADERS, '.js': 'jsx' },
          plugins: [
            mainEntryPlugin(`./${path.posix.basename(mainUrl)}`, react),
            islandLoaders(islands, siteDir, { siteConfig: options.siteConfig, globalData: options.globalData, i18n: options.i18n }),
            codeTranslationsPlugin(options.codeTranslations),
            ...globalExternals(options.externals ?? {}),
            cssSiteUrls({ rootDir: siteDir, staticDir: options.staticDir }),
            ...siteCodePlugins,
            themeResolver(dirs),
            missingThemePlugin,
            ...themeCssPlugins,
            ...stylesheetPlugins,
          ],
          define: { 'process.env.NODE_ENV': '"production"', ...options.defines },
          entryNames: 'assets/[name]-[hash]',
          chunkNames: 'assets/island-[hash]',
        });
      } catch (error) {
        if (pass < 5 && missingNames(error)) continue;
        throw new RenderError(describeEsbuildError(error, themeDir ?? dirs.builtIn, 'cannot bundle the client', { workingDir: siteDir, shownFrom: siteDir }), { cause: error });
      }
    }
    const cssWarnings = [...result.warnings, ...(islandsResult?.warnings ?? [])].flatMap((warning) => {
      const file = warning.location?.file;
      if (!file || !file.endsWith('.css')) return [];
      const absolute = path.resolve(siteDir, file);
      // Only the site's own files: docsgen's stylesheets are docsgen's business.
      if (isEngineFile(dirs)(absolute)) return [];
      return [`${slashPath(path.relative(siteDir, absolute))}:${warning.location!.line}:${warning.location!.column + 1}: ${warning.text} (the browser may skip this rule)`];
    });
    const files = [...result.outputFiles, ...(islandsResult?.outputFiles ?? [])].map((file) => ({ path: slashPath(path.relative(path.join(siteDir, OUT_DIR), file.path)), contents: Buffer.from(file.contents).toString('base64') }));
    const assets = { ...manifest(result.metafile, entryPoints, siteDir), ...(islandsResult ? { islands: islandManifest(islandsResult.metafile, siteDir) } : {}) };
    // The island bundle's inputs decide the record too.
    const metafile = islandsResult ? { inputs: { ...result.metafile.inputs, ...islandsResult.metafile.inputs }, outputs: { ...result.metafile.outputs, ...islandsResult.metafile.outputs } } : result.metafile;
    // The files read (a module of a plugin's namespace aside: `docsgen-builtin:…`), the stylesheets Sass loaded, and the pages a <BrowserOnly> module is made from.
    const inputs = [...Object.keys(metafile.inputs).filter((input) => !/^[a-z][\w-]*:/i.test(input)).map((input) => path.resolve(siteDir, input)), ...sassLoaded, ...islands.filter((island) => BROWSER_ONLY_MODULE.test(island)).map((island) => island.replace(BROWSER_ONLY_MODULE, ''))];
    return { value: { files, assets, componentCss: [...componentCss].map(fromSite).sort(), cssWarnings, scriptWarnings: [...new Set(scriptWarnings)], inputs: [...new Set(inputs)].map(fromSite) }, metafile, workingDir: siteDir, otherInputs: sassLoaded };
  });
  return { ...cached, componentCss: cached.componentCss.map((file) => path.resolve(siteDir, file)), inputs: cached.inputs?.map((file) => path.resolve(siteDir, file)), files: cached.files.map((file) => ({ path: file.path, contents: Buffer.from(file.contents, 'base64') })) };
}

/** Where site code imports a name a module docsgen provides does not have (the file relative to the site's folder). */
interface MissingImport {
  file: string;
  line: number;
  column: number;
  module: string;
  name: string;
  /** A `@theme/` module found nowhere (module is its specifier). */
  theme?: boolean;
}

/** What stands in for a `@theme/` module found nowhere while the client bundle finds out who imports it (any name imports as undefined). */
const missingThemePlugin: Plugin = {
  name: 'docsgen-missing-theme',
  setup(b) {
    b.onLoad({ filter: /.*/, namespace: 'docsgen-missing-theme' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

/**
 * The client modules (absolute) whose code, theirs or what it imports, imports one of `missing`, each with those imports.
 * `fromSite`: a file as the bundle's metafile names it (from the site's folder, with `/`).
 */
function lackingClientModules(modules: readonly string[], missing: readonly MissingImport[], metafile: Metafile, fromSite: (file: string) => string): Map<string, MissingImport[]> {
  const lacking = new Map<string, MissingImport[]>();
  if (modules.length === 0 || missing.length === 0) return lacking;
  const inputs = metafile.inputs;
  for (const module of modules) {
    const start = fromSite(module);
    const seen = new Set<string>([start]);
    for (const input of seen) for (const imported of inputs[input]?.imports ?? []) seen.add(imported.path);
    const found = missing.filter((at) => seen.has(at.file));
    if (found.length > 0) lacking.set(module, found);
  }
  return lacking;
}

/**
 * `docsgen:client-modules` (imported by the browser entry after the site's CSS): the site's client
 * modules in order, stylesheets imported, scripts evaluated as Docusaurus's generated list
 * `require`s them, each on its own so that one that throws as it loads is logged and the rest
 * still run. Its default export is the scripts' modules (their route lifecycles, see routeLifecycles).
 */
function clientModulesPlugin(modules: readonly string[], siteDir: string, translated: boolean): Plugin {
  return {
    name: 'docsgen-client-modules',
    setup(b) {
      b.onResolve({ filter: /^docsgen:client-modules$/ }, () => ({ path: 'client-modules', namespace: 'docsgen-client-modules' }));
      // docsgen's own client modules (gtag's) by their path in docsgen: esbuild names a module by its path
      // from the site (`../../lib/node_modules/docsgen/…`), and the bundle would differ with where docsgen is installed.
      b.onResolve({ filter: /^docsgen-engine:/ }, (args) => ({ path: args.path.slice('docsgen-engine:'.length), namespace: 'docsgen-engine' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-engine' }, async (args) => {
        const file = path.join(packageRoot(), args.path);
        return { contents: await readFile(file, 'utf8'), loader: ENGINE_LOADERS[path.extname(file)] ?? 'js', resolveDir: path.dirname(file) };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-client-modules' }, () => {
        const lines = modules.map((module) => {
          if (/\.(css|s[ac]ss)$/i.test(module)) return `import ${JSON.stringify(module)};`;
          const engine = isInside(packageRoot(), module) ? slashPath(path.relative(packageRoot(), module)) : undefined;
          const [name, spec] = engine === undefined ? [slashPath(path.relative(siteDir, module)), module] : [`docsgen/${engine}`, `docsgen-engine:${engine}`];
          return `load(${JSON.stringify(name)}, () => require(${JSON.stringify(spec)}));`;
        });
        return {
          contents: [
            // Imports run first: the locale's code translations are set before a client module loads, and before the page (its swizzles) renders.
            ...(translated ? ["import 'docsgen:code-translations';"] : []),
            'const modules = [];',
            ...(modules.length > 0 ? ['function load(name, evaluate) {', '  try { modules.push(evaluate()); } catch (error) { console.error(`docsgen: the client module ${name} failed as it loaded`, error); }', '}'] : []),
            ...lines,
            'export default modules;',
          ].join('\n'),
          loader: 'js',
          resolveDir: siteDir,
        };
      });
    },
  };
}

/** How esbuild reads a module of docsgen's by its extension: its TypeScript source in a checkout, its compiled copy in the package. */
const ENGINE_LOADERS: Record<string, 'ts' | 'tsx' | 'js'> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js' };

/** A ClientBundle as its cache record keeps it (file contents in base64, component stylesheets relative to the site's folder). */
type CachedBundle = Omit<ClientBundle, 'files'> & { files: { path: string; contents: string }[] };

const OUT_DIR = '.client-out';

/** What `docsgen/theme` means in a theme: the running docsgen's contract module (bundled in). */
export const THEME_CONTRACT = engineModule('shared/theme');

/**
 * `docsgen:custom-css` (imported by the browser entry after the theme's styles): the site's own CSS
 * files, and those of the theme's `layeredDir` in its cascade layer.
 */
function customCssPlugin(files: string[], layeredDir?: string): Plugin {
  return {
    name: 'docsgen-custom-css',
    setup(b) {
      b.onResolve({ filter: /^docsgen:custom-css$/ }, () => ({ path: 'custom.css', namespace: 'docsgen-custom-css' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-custom-css' }, () => ({
        contents: files.map((file) => importRule(file, layeredDir !== undefined && file.startsWith(layeredDir + path.sep))).join('\n'),
        loader: 'css',
        resolveDir: packageRoot(),
      }));
    },
  };
}

/**
 * `docsgen:code-translations`: the one place the browser's translate() and <Translate> get the
 * locale's code translations (Docusaurus's `@generated/codeTranslations`), each bundle's copy of
 * them as it loads: the main bundle's (imported before its client modules, when the site's code is
 * in it) and the island bundle's (imported by the island runtime first). Each locale's bundle
 * carries its own locale's messages only.
 */
function codeTranslationsPlugin(messages: Readonly<Record<string, string>> | undefined): Plugin {
  return {
    name: 'docsgen-code-translations',
    setup(b) {
      b.onResolve({ filter: /^docsgen:code-translations$/ }, () => ({ path: 'code-translations', namespace: 'docsgen-code-translations' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-code-translations' }, () => ({
        contents: `import { setCodeTranslations } from ${JSON.stringify(engineModule('content/mdx/docusaurus/Translate'))};\nsetCodeTranslations(${JSON.stringify(messages ?? {})});`,
        loader: 'js',
        resolveDir: packageRoot(),
      }));
    },
  };
}

/**
 * `docsgen:island-loaders`, what the island runtime reads: a dynamic import of each island module
 * (so each is its own chunk), and the site's config for `useDocusaurusContext`.
 */
function islandLoaders(islands: readonly string[], rootDir: string, { siteConfig, globalData, i18n }: Pick<BundleClientOptions, 'siteConfig' | 'globalData' | 'i18n'>): Plugin {
  return {
    name: 'docsgen-island-loaders',
    setup(b) {
      b.onResolve({ filter: /^docsgen:island-loaders$/ }, () => ({ path: 'island-loaders', namespace: 'docsgen-island-loaders' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-island-loaders' }, () => ({
        contents: `export const loaders = {\n${islands.map((file) => `  ${JSON.stringify(slashPath(path.relative(rootDir, file)))}: () => import(${JSON.stringify(file)}),`).join('\n')}\n};\nexport const siteConfig = ${JSON.stringify(siteConfig ?? null)};\nexport const globalData = ${JSON.stringify(globalData ?? {})};\nexport const i18n = ${JSON.stringify(i18n ?? null)};`,
        loader: 'js',
        resolveDir: rootDir,
      }));
    },
  };
}

/** What the main entry of a site with islands exports for the island bundle (see mainReactExports), by the module it is. */
const MAIN_REACT_EXPORTS = { react: 'react', 'react-dom': 'reactDom', 'react-dom/client': 'reactDomClient' } as const;

/**
 * The main entry of a site with islands exports the page's React for the island bundle (see
 * mainEntryPlugin): `react` as the client's root module (ClientApp) imports it, `react-dom` and
 * `react-dom/client` as the entry does. Added to those two modules, not imported by a module of
 * its own: esbuild names the minified symbols of a chunk by how often the whole bundle uses them
 * (and a file more shifts the order of ties), so a new importer of React, or a new file, renames
 * the symbols of the shared chunk React is in. This way only the entry's own code changes (its
 * export clause and react-dom's two namespace objects, some 100 bytes): every other file a page
 * loads is the same, byte for byte, as in a site without islands.
 */
const mainReactExports: Plugin = {
  name: 'docsgen-main-react-exports',
  setup(b) {
    const added: Record<string, string> = {
      [BROWSER_ENTRY]: `\nexport { react } from './ClientApp.js';\nimport * as reactDom from 'react-dom';\nimport * as reactDomClient from 'react-dom/client';\nexport { reactDom, reactDomClient };\n`,
      [engineModule('browser/ClientApp')]: `\nimport * as react from 'react';\nexport { react };\n`,
    };
    // src/browser's TypeScript in a checkout, dist/browser's JavaScript in the published package.
    const loader = (file: string) => (file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js');
    b.onLoad({ filter: new RegExp(`^(${Object.keys(added).map(escapeRegExp).join('|')})$`) }, async (args) => ({ contents: `${await readFile(args.path, 'utf8')}${added[args.path]}`, loader: loader(args.path), resolveDir: path.dirname(args.path) }));
  },
};

/**
 * The island bundle's way to the page's one React: `docsgen:main` is the main entry (external, by
 * its URL beside the island bundle's files), and `react`, `react-dom` and `react-dom/client`,
 * whoever imports them (the runtime, the site's components, the packages they use, the JSX
 * runtime), are modules reading the main entry's exports of them, with the names the build's
 * React copy has. Only the JSX runtime (a few hundred bytes that read React's) is bundled here.
 */
function mainEntryPlugin(mainUrl: string, react: ReactCopy): Plugin {
  const names = (specifier: keyof typeof MAIN_REACT_EXPORTS): string[] => {
    const [dir, sub] = specifier.startsWith('react-dom') ? [react.reactDom.dir, specifier.slice('react-dom'.length)] : [react.react.dir, specifier.slice('react'.length)];
    const exports = createRequire(path.join(dir, 'package.json'))(`${dir}${sub}`) as Record<string, unknown>;
    return Object.keys(exports).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  };
  return {
    name: 'docsgen-main-entry',
    setup(b) {
      b.onResolve({ filter: /^docsgen:main$/ }, () => ({ path: mainUrl, external: true }));
      b.onResolve({ filter: /^react(-dom\/client|-dom)?$/ }, (args) => (args.path in MAIN_REACT_EXPORTS ? { path: args.path, namespace: 'docsgen-main-react' } : undefined));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-main-react' }, (args) => {
        const specifier = args.path as keyof typeof MAIN_REACT_EXPORTS;
        const lines = names(specifier).map((name) => `export const ${name} = m.${name};`);
        return { contents: `import { ${MAIN_REACT_EXPORTS[specifier]} as m } from 'docsgen:main';\nexport default m.default;\n${lines.join('\n')}`, loader: 'js' };
      });
    },
  };
}

/**
 * What the site's code (island modules, client modules) needs besides its own files (`@site/…` is
 * siteAlias's): SVGs imported as components (as the build renders them), and the `@docusaurus/…` / `@theme/…`
 * modules docsgen provides to site components (the same ones the build renders them with).
 */
function siteModules(islands: string[], rootDir: string, isEngine: (file: string) => boolean, swizzleFiles: ReadonlySet<string>, { generatedDir, defines }: Pick<BundleClientOptions, 'generatedDir' | 'defines'>, missing: Map<string, Set<string>>, warnings: string[]): Plugin {
  const builtin = new Set([...Object.keys(docusaurusModules), ...Object.keys(builtinComponents), ...Object.keys(codeBlockModules)]);
  // The code block's hooks join their module's names only in a bundle with the site's code block (see codeBlockIsland).
  const withCodeBlock = islands.some((file) => path.basename(file) === 'CodeBlock' && file === codeBlockModuleId(path.dirname(file)));
  return {
    name: 'docsgen-site-modules',
    setup(b) {
      // webpack's raw-loader and `?raw` in the site's code: the file's text, as the build's bundle reads it (see bundleMdx).
      rawImports(b);
      // A <BrowserOnly> an MDX file wrote: its module, made from the file as the build made it (see browserOnlyIslands).
      b.onResolve({ filter: BROWSER_ONLY_MODULE }, (args) => ({ path: args.path, namespace: 'docsgen-browser-only' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-browser-only' }, async (args) => {
        try {
          const file = args.path.replace(BROWSER_ONLY_MODULE, '');
          // The MDX compiler loads only for a bundle that has such a module (a build whose client is cached never does).
          const [{ browserOnlyModule }, { mdxSourceText }] = await Promise.all([import('../content/mdx/islands/browserOnlyIslands.js'), import('../content/mdx/compileMdx.js')]);
          return { contents: await browserOnlyModule(args.path, mdxSourceText), loader: 'jsx', resolveDir: path.dirname(await realpath(file)) };
        } catch (error) {
          return { errors: [{ text: (error as Error).message }] };
        }
      });
      // An SVG a script imports is a React component (Docusaurus's SVGR); one a stylesheet names stays a file.
      b.onResolve({ filter: /\.svg$/i }, async (args) => {
        if (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import') return undefined;
        if (args.pluginData === 'docsgen-svg' || isEngine(args.importer)) return undefined;
        const specifier = args.path.startsWith('@site/') ? `./${args.path.slice('@site/'.length)}` : args.path;
        const found = await b.resolve(specifier, { resolveDir: args.path.startsWith('@site/') ? rootDir : args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'docsgen-svg' });
        if (found.errors.length > 0) return { errors: found.errors };
        return { path: found.path, namespace: 'docsgen-svg' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-svg' }, async (args) => {
        try {
          const { svgComponent } = await import('../content/mdx/svgComponent.js');
          return { contents: svgComponent(await readFile(args.path, 'utf8'), path.relative(rootDir, args.path)), loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          return { errors: [{ text: (error as Error).message }] };
        }
      });
      // An image a script imports is the URL of its file in the output, as webpack's asset modules
      // give it: esbuild's file loader names it relative to the chunk (`./photo-X.png`), which an
      // <img> would read from the page's folder (a 404), so the chunk's own URL resolves it.
      imageImports(b, { rootDir, skip: isEngine, module: (file) => `import file from ${JSON.stringify(file)};\nexport default new URL(file, import.meta.url).pathname;` });
      // A Docusaurus site's plugin may give its components `process.env.X` through webpack's
      // DefinePlugin (configureWebpack), which docsgen does not run: in the browser the read throws
      // ("process is not defined"). Named here, at the build, with the line (the file loads as usual).
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) || isEngine(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        for (const match of source.matchAll(/\bprocess\.env\.([A-Za-z_$][\w$]*)/g)) {
          if (match[1] === 'NODE_ENV' || defines?.[`process.env.${match[1]}`] !== undefined) continue;
          const before = source.slice(0, match.index);
          const where = `${slashPath(path.relative(rootDir, args.path))}:${before.split('\n').length}:${match.index - before.lastIndexOf('\n')}`;
          warnings.push(`${where}: process.env.${match[1]} is undefined in the browser, where this component runs (a Docusaurus site sets it with webpack's DefinePlugin in a plugin's configureWebpack; docsgen applies the values of DefinePlugins a configureWebpack returns, and none sets this one): reading it throws "process is not defined". Pass the value from the config instead (customFields, read with useDocusaurusContext)`);
        }
        return undefined;
      });
      b.onResolve({ filter: /^@generated\// }, (args) => (generatedDir ? b.resolve(`./${args.path.slice('@generated/'.length)}`, { resolveDir: generatedDir, kind: args.kind, importer: args.importer }) : { errors: [{ text: `Could not resolve "${args.path}"` }] }));
      b.onResolve({ filter: /^@(docusaurus|theme(-original|-init)?)\// }, (args) => {
        // An island's `@theme-original/X` / `@theme-init/X` (a wrapper of `@theme/X`): docsgen's X, as at build time (see bundleMdx).
        const id = args.path.replace(/^@theme-(original|init)\//, '@theme/');
        // A swizzle's are the theme resolver's (what it provides swizzles, see themeResolver).
        if (!builtin.has(id) || isEngine(args.importer) || swizzleFiles.has(args.importer)) return undefined;
        return { path: id, namespace: 'docsgen-builtin' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-builtin' }, (args) => {
        const id = args.path;
        if (id in builtinComponents) {
          const name = id.slice('@theme/'.length);
          return { contents: `export { ${name} as default } from ${JSON.stringify(engineModule(`content/mdx/components/${name}`))};`, loader: 'js', resolveDir: packageRoot() };
        }
        const names = Object.keys(docusaurusModules[id] ?? {});
        const lines = names.map((name) => (name === 'default' ? `export default m.default;` : `export const ${name} = m.${name};`));
        const codeBlockNames = id in codeBlockModules && (withCodeBlock || !(id in docusaurusModules)) ? Object.keys(codeBlockModules[id]!) : [];
        lines.push(...codeBlockNames.map((name) => (name === 'default' ? `export default c.default;` : `export const ${name} = c.${name};`)));
        for (const name of missing.get(id) ?? []) lines.push(`export const ${name} = undefined;`);
        const imports = [
          ...(names.length > 0 ? [`import { docusaurusModules } from ${JSON.stringify(engineModule('content/mdx/docusaurus/modules'))};\nconst m = docusaurusModules[${JSON.stringify(id)}];`] : []),
          ...(codeBlockNames.length > 0 ? [`import { codeBlockModules } from ${JSON.stringify(engineModule('content/mdx/docusaurus/codeBlock/codeBlockModules'))};\nconst c = codeBlockModules[${JSON.stringify(id)}];`] : []),
        ];
        return { contents: `${imports.join('\n')}\n${lines.join('\n')}`, loader: 'js', resolveDir: packageRoot() };
      });
    },
  };
}

/**
 * The site's code block when it is an island (see bundleMdx): the module standing for it (its root
 * and parts in docsgen's block, see codeBlockModule), and the `@theme/CodeBlock/*` parts the site's
 * code imports: the site's when docsgen renders them, else docsgen's (a part it left out among them).
 */
function codeBlockIsland(islands: readonly string[], isEngine: (file: string) => boolean): Plugin[] {
  const id = islands.find((file) => path.basename(file) === 'CodeBlock' && file === codeBlockModuleId(path.dirname(file)));
  const swizzle = id ? codeBlockSwizzle(path.dirname(id), builtinModules) : undefined;
  if (!id || !swizzle) return [];
  return [
    {
      name: 'docsgen-code-block',
      setup(b) {
        b.onResolve({ filter: new RegExp(`^${escapeRegExp(id)}$`) }, () => ({ path: id, namespace: 'docsgen-code-block' }));
        b.onLoad({ filter: /.*/, namespace: 'docsgen-code-block' }, () => ({
          contents: codeBlockModule(swizzle, engineModule('content/mdx/docusaurus/codeBlock/codeBlockRuntime'), path.join(builtInThemeDir(), 'styles', 'code-buttons.css'), { browser: true }),
          loader: 'js',
          resolveDir: path.dirname(id),
        }));
        b.onResolve({ filter: /^@theme\/CodeBlock\// }, (args) => {
          if (isEngine(args.importer)) return undefined;
          const part = swizzle.parts[args.path.slice('@theme/'.length)];
          if (part) return part === args.importer ? undefined : { path: part };
          return args.path in codeBlockModules ? { path: args.path, namespace: 'docsgen-builtin' } : undefined;
        });
      },
    },
  ];
}

/** esbuild's metafile names outputs relative to absWorkingDir (the site's folder): `.client-out/assets/x.js` → `/assets/x.js`. */
function urlPath(output: string): string {
  return `/${path.posix.relative(OUT_DIR, output)}`;
}

/** The island bundle's entry and the chunks it imports (the main entry, external, is not among them). */
function islandManifest(metafile: Metafile, workingDir: string): NonNullable<ClientAssets['islands']> {
  // Each island module is an entry point too (a dynamic import's): the runtime's is the one.
  const [output, meta] = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint && path.resolve(workingDir, meta.entryPoint) === ISLAND_RUNTIME_ENTRY)!;
  const preload = meta.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => urlPath(i.path));
  return { entry: urlPath(output), preload };
}

function manifest(metafile: Metafile, entries: { in: string; out: string }[], workingDir: string): ClientAssets {
  const byEntry = new Map<string, string>();
  let css = '';
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint) byEntry.set(path.resolve(workingDir, meta.entryPoint), urlPath(output));
    if (output.endsWith('.css')) css = urlPath(output);
  }
  const urlOf = (entry: string) => byEntry.get(path.resolve(entry))!;
  const staticImports = (url: string): string[] => {
    const meta = metafile.outputs[path.posix.join(OUT_DIR, url)];
    return (meta?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => urlPath(i.path));
  };
  const entry = urlOf(entries[0]!.in);
  const chunks: ClientAssets['chunks'] = {};
  const preload: ClientAssets['preload'] = {};
  for (const { in: file, out } of entries.slice(1)) {
    const kind = out.slice('page-'.length) as PageKind;
    const url = urlOf(file);
    chunks[kind] = url;
    preload[kind] = [...new Set([...staticImports(entry), url, ...staticImports(url)])];
  }
  return { css, entry, chunks, preload };
}
