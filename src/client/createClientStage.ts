import { codeBlockSwizzleKey, swizzledCodeBlock } from '../theme/codeBlockSwizzle.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../util/isInside.js';
import { codeThemeCss } from '../css/codeThemeCss.js';
import { withSiteTokens } from '../css/siteTokens.js';
import { packageRoot } from '../util/packageRoot.js';
import type { Content } from '../content/types.js';
import { allPages } from '../content/allPages.js';
import type { Gates } from '../gates/gates.js';
import { compileTheme } from '../theme/loadTheme.js';
import { swizzleNotes, unusedSwizzles } from '../theme/unusedSwizzles.js';
import { docusaurusSwizzles, type DocusaurusSwizzles } from '../theme/docusaurusSwizzles.js';
import { themeLayersOf } from '../theme/themeLayers.js';
import { mdxComponentsElements } from '../theme/markdownOverrides.js';
import type { GlobalData } from '../shared/types.js';
import { bundleClient, type ClientBundle } from './bundleClient.js';
import { assetsUnderBase } from './assetsUnderBase.js';
import { contentClassMarkup, contentIslands, contentStylesheets, withComponentCss } from './withComponentCss.js';
import { sourceMarkup } from './sourceMarkup.js';
import type { ClientInput } from './clientInput.js';
import { mermaidAssets, type MermaidAssets } from './mermaidAssets.js';

/** The client stage's build of the theme, made before the content stage (whose page workers render with it). */
export interface ThemeBuild {
  /** The compiled theme module (page workers import it and render with it; the main thread does not load it). */
  themeFile: string;
  /** The site's code block swizzle's files as one key ('' without one, see codeBlockSwizzleKey), taken with the swizzles. */
  codeBlockKey: string;
  /** Whether `.md` fences render through the site's swizzled code block (swizzledCodeBlock), decided once per theme build. */
  rendersCodeBlock: boolean;
  /**
   * The Markdown elements the site's global MDXComponents maps (mdxElements), read once
   * with the swizzles: a `.md` page holding one is compiled by MDX (see PageSetup.mdxElements).
   */
  mdxElements: string[];
}

/** The theme and the browser bundle the pages load (see ClientStage.withContent). */
export interface ThemeAndClient extends ThemeBuild {
  client: ClientBundle;
}

export interface ClientStage {
  /** Whether `run` would compile (first run, templates changed, what the plugins give the browser changed, or a changed file is one the last bundle was made from: a client module's). */
  needsBuild(templatesChanged: boolean, fromPlugins?: FromPlugins, changedFiles?: readonly string[]): boolean;
  /**
   * Compiles the theme when needed; else the previous run's. The browser bundle is made once the
   * pages' islands are known (see withContent): whether there are any decides the main entry's bytes.
   * `fromPlugins`: what the site's plugins give the browser code (their client modules, before the config's own `clientModules`, and their defines).
   */
  run(templatesChanged: boolean, fromPlugins?: FromPlugins): Promise<ThemeBuild>;
  /**
   * The theme and client for this run's pages: the bundle with the islands they use (see
   * bundleClient's `islands`; kept while they, the theme and the files it was made from stay the
   * same) and the stylesheet with what their components import (see withComponentCss). Swizzled
   * components no page used, malformed CSS in the site's stylesheets (it ships as esbuild could
   * read it) and what the site's code reads in the browser that only webpack gave it go through
   * the warnings gate, each at its line.
   * `changed` says whether the bundle differs from the previous call's; `bundled`, the site's
   * files the bundles were made from (its node_modules aside), which serve --watch watches (a client
   * module outside the source folders); `builds`, the esbuild builds this run's bundle took, each
   * as its entries' names (`main`, `page-doc`…, `islands`): none when it was kept or read from the cache.
   */
  withContent(content: Content, globalData: GlobalData, defines?: Readonly<Record<string, string>>, changedFiles?: readonly string[]): Promise<{ themeAndClient: ThemeAndClient; changed: boolean; bundled: string[]; builds: string[][] }>;
}

/** What a run's plugins give the browser code (see LoadedContent). */
export interface FromPlugins {
  clientModules: readonly string[];
  defines: Readonly<Record<string, string>>;
  /** The packages the browser bundle reads from a global (webpack's `externals`, see LoadContentContext.addExternals). */
  externals?: Readonly<Record<string, string>>;
  /** Their theme folders (Docusaurus's `getThemePath`): `@theme/` components neither the site nor docsgen has. */
  themePaths?: readonly string[];
}

const NOTHING_PLUGGED: FromPlugins = { clientModules: [], defines: {}, externals: {}, themePaths: [] };
const pluggedKey = ({ clientModules, defines, externals, themePaths }: FromPlugins) => JSON.stringify([clientModules, defines, externals ?? {}, themePaths ?? []]);

/**
 * client stage across runs: the server-side theme and the browser bundle, rebuilt when templates
 * change. `input`: what it reads of the config, taken once (see clientInput).
 */
export function createClientStage(input: ClientInput, { persistCache, gates }: { persistCache: boolean; gates: Gates }): ClientStage {
  // The input's values, unpacked once here: the theme, bundle and CSS steps below are handed these.
  const { rootDir, react, layout, base, versioned, prism, siteConfig, codeTranslations, i18n, paths, kinds, sourceStylesheets, pluginStylesheets, reactPages: reactPagesKey, mermaid } = input;
  // `markdown.mermaid`: the diagram script and Mermaid's files, made once (the config and the installed Mermaid decide them).
  let diagrams: Promise<MermaidAssets> | undefined;
  const { themeDir, swizzleDir, staticDir, generatedDir, clientModules, clientBundles } = paths;
  let built: ThemeBuild | undefined;
  let swizzles: DocusaurusSwizzles = { applied: {}, skipped: {}, uses: [] };
  const styles = path.join(packageRoot(), 'templates', 'styles');
  // The version banner, badge and dropdown styles: only in a site that has versions, so the
  // stylesheet of one without them stays as it was. The site's own CSS comes last.
  // A site in Docusaurus's layout: its Infima colour variables recolour the theme, and the theme's
  // parts are drawn as Docusaurus's (after the sources' stylesheets, the blog's among them).
  const customCss = [
    ...(versioned ? [path.join(styles, 'versions.css')] : []),
    ...codeThemeStylesheet(prism, layout, paths.codeThemeCss),
    ...sourceStylesheets.map((file) => path.join(styles, file)),
    ...(layout === 'docusaurus' ? ['docusaurus.css', ...pluginStylesheets].map((file) => path.join(styles, file)) : []),
    ...paths.customCss,
  ];
  // docsgen's own layout reads the theme's tokens from the names a site sets (`--primary`); Docusaurus's, from Infima's only.
  const siteTokens = layout !== 'docusaurus';
  // Unchanged bundles are taken from the site's cache (a build without the cache makes them again).
  const cacheRecords = persistCache ? { cacheRecords: clientBundles } : {};
  // The theme's styles in a cascade layer below the site's CSS (Docusaurus's future.v4.useCssCascadeLayers).
  const { cascadeLayer: themeLayer } = input;
  // What the bundle is made from, taken from the config once (a site with islands adds the pages'
  // islands, the site data they read and the plugins' generated files, see withContent).
  // A right-to-left locale's build mirrors the site's own CSS, as Docusaurus does (see rtlCss).
  const rtl = i18n.localeConfigs[i18n.currentLocale]?.direction === 'rtl';
  const bundleOptions = { rootDir, react, staticDir, swizzleDir, customCss, siteTokens, themeLayer, rtl, kinds, clientModules, siteConfig, codeTranslations, i18n };
  // What the plugins gave the browser code, as the last run had it (Docusaurus loads the plugins' client modules before the config's).
  let plugged: FromPlugins = NOTHING_PLUGGED;
  // The esbuild builds of this run's bundle (withContent's report).
  let builds: string[][] = [];
  const onBuild = (entries: string[]) => void builds.push(entries);
  const withPlugins = (fromPlugins: FromPlugins) => ({ ...bundleOptions, onBuild, clientModules: [...fromPlugins.clientModules, ...clientModules], defines: fromPlugins.defines, externals: fromPlugins.externals ?? {}, pluginThemes: fromPlugins.themePaths ?? [] });
  // The compiled theme goes in the site's cache, not docsgen's install (which the user may not be able to write).
  const { themeModuleDir: moduleDir } = paths;
  // The last bundle, with the pages' islands, site data and defines it was made for; none before the first, or after a new theme.
  let bundle: { key: string; client: Promise<ClientBundle> } | undefined;
  // The files the last bundle was made from (a client module's among them): set once it is made (a
  // bundle that failed is forgotten, see withContent), read by needsBuild and withContent alike.
  let bundleInputs: readonly string[] = [];
  const needsBuild = (templatesChanged: boolean, fromPlugins = NOTHING_PLUGGED, changedFiles: readonly string[] = []) =>
    templatesChanged || !built || pluggedKey(fromPlugins) !== pluggedKey(plugged) || changedFiles.some((file) => bundleInputs.includes(file));
  return {
    needsBuild,
    async run(templatesChanged, fromPlugins = NOTHING_PLUGGED) {
      builds = [];
      if (built && !needsBuild(templatesChanged, fromPlugins)) return built;
      plugged = { clientModules: fromPlugins.clientModules, defines: fromPlugins.defines, externals: fromPlugins.externals ?? {}, themePaths: fromPlugins.themePaths ?? [] };
      // A Docusaurus site's swizzles, found once for the theme, the bundle and the warnings.
      // Their `@theme/` imports: the one theme lookup (the site's folders, its plugins'), as the pages'.
      const layers = themeLayersOf({ swizzleDir, themeDir, pluginThemes: plugged.themePaths });
      swizzles = docusaurusSwizzles(swizzleDir, layers);
      const file = await compileTheme(themeDir, moduleDir, { rootDir, swizzles: swizzles.applied, themeConfig: siteConfig.themeConfig, react, layers });
      built = { themeFile: file, codeBlockKey: codeBlockSwizzleKey(swizzleDir), mdxElements: mdxComponentsElements(layers), rendersCodeBlock: await swizzledCodeBlock(swizzleDir) };
      // A new theme: the bundle is made again.
      bundle = undefined;
      return built;
    },
    async withContent(content, globalData, defines = {}, changedFiles = []) {
      // A Docusaurus site's swizzled components that no page used change nothing: each named.
      gates.apply('onWarnings', 'unused src/theme file', unusedSwizzles(paths, layout, allPages(content), swizzles));
      gates.note(swizzleNotes(paths, layout));
      // Interactive components the pages use (islands, a React page with state among them): the
      // client bundle gets their chunks, and its main entry exports React for them. Only now is
      // the bundle made, once: whether the pages use islands decides the main entry's bytes.
      const islands = contentIslands(content);
      const key = JSON.stringify([islands, globalData, defines]);
      const previous = bundle;
      let client: ClientBundle;
      // The same islands, and none of the files the last bundle was made from changed (an edited component: serve --watch).
      const inputChanged = previous !== undefined && changedFiles.some((file) => bundleInputs.includes(file));
      if (previous?.key === key && !inputChanged) client = await previous.client;
      else {
        const withIslands = islands.length > 0 ? { islands, globalData } : {};
        // generatedDir: a plugin's client module may import `@generated/globalData` (plugin-vercel-analytics's does), as islands may.
        const bundled = bundleClient(themeDir, { ...withPlugins({ ...plugged, defines }), ...cacheRecords, swizzles: swizzles.applied, swizzleThemeConfig: siteConfig.themeConfig, generatedDir, ...withIslands });
        bundle = { key, client: bundled };
        bundled.catch(() => {
          if (bundle?.client === bundled) bundle = undefined;
        });
        client = await bundled;
        bundleInputs = client.inputs ?? [];
        gates.apply('onWarnings', 'stylesheet warning', client.cssWarnings);
        // What site components and client modules read in the browser that only webpack gave them, or
        // that docsgen does not provide (a client module left out): a warning at its line.
        gates.apply('onWarnings', 'browser script warning', client.scriptWarnings ?? []);
      }
      // The stylesheets components import join the theme's stylesheet (with Infima's rules React
      // pages use, and on a Docusaurus site those its docs' and posts' own markup uses).
      const reactPages = content.sources[reactPagesKey] ?? [];
      const isReactPage = new Set(reactPages);
      const markdownPages = layout === 'docusaurus' ? allPages(content).filter((doc) => !isReactPage.has(doc)) : [];
      const withCss = await withComponentCss(
        client,
        contentStylesheets(content),
        { rootDir, staticDir },
        [...reactPages.map((doc) => doc.html), ...notFoundMarkup(layout, swizzles)],
        markdownPages.map(contentClassMarkup).filter(Boolean),
        themeLayer,
        rtl,
      );
      // The bundle's URLs as pages name them: under the site's base.
      const bundled = (client.inputs ?? []).filter((file) => isInside(rootDir, file) && !file.includes(`${path.sep}node_modules${path.sep}`));
      const withDiagrams = mermaid ? withMermaid(withCss, await (diagrams ??= mermaidAssets(rootDir, mermaid))) : withCss;
      return { themeAndClient: { ...built!, client: { ...withDiagrams, assets: assetsUnderBase(withDiagrams.assets, base) } }, changed: previous !== undefined && (previous.key !== key || inputChanged), bundled, builds };
    },
  };
}

/** The bundle with the diagram script and Mermaid's files (see mermaidAssets). */
function withMermaid(client: ClientBundle, assets: MermaidAssets): ClientBundle {
  return { ...client, assets: { ...client.assets, mermaid: assets.entry }, files: [...client.files, ...assets.files], copies: [...(client.copies ?? []), ...assets.copies] };
}

/**
 * The site's Prism themes (`theme.prism`) as a stylesheet in the site's cache folder, loaded after
 * the theme's code colours and before the site's CSS; none without them.
 */
function codeThemeStylesheet(prism: ClientInput['prism'], layout: ClientInput['layout'], file: string): string[] {
  if (!prism?.theme && !prism?.darkTheme) return [];
  mkdirSync(path.dirname(file), { recursive: true });
  const css = codeThemeCss({ light: prism.theme, dark: prism.darkTheme });
  writeFileSync(file, layout === 'docusaurus' ? css : withSiteTokens(css));
  return [file];
}

/**
 * A Docusaurus site's not-found content (its NotFound/Content swizzle) as markup for the Infima
 * rules: like a React page it is the site's own markup, written for Infima (`container`, `row`,
 * `col col--6`), and the theme's NotFound puts it inside `.react-page`, where those rules apply.
 */
function notFoundMarkup(layout: ClientInput['layout'], swizzles: DocusaurusSwizzles): string[] {
  if (layout !== 'docusaurus') return [];
  const file = swizzles.applied.NotFoundContent;
  if (!file) return [];
  try {
    return [sourceMarkup(readFileSync(file, 'utf8'))];
  } catch {
    return [];
  }
}
