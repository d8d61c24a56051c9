import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeThemeCss } from '../css/codeThemeCss.js';
import { isVersioned } from '../config/resolveVersions.js';
import { packageRoot } from '../packageRoot.js';
import type { ConfigValues } from '../config/configValues.js';
import { compileTheme, importTheme } from '../theme/loadTheme.js';
import type { Theme } from '../theme/theme.js';
import type { PageSource } from '../routes/pageSource.js';
import type { GlobalData, PageKind } from '../shared/types.js';
import { pageLayouts } from '../../templates/pages.js';
import { bundleClient, type ClientBundle } from './bundleClient.js';

export interface ThemeAndClient {
  theme: Theme;
  /** The compiled theme module (render workers import it). */
  themeFile: string;
  client: ClientBundle;
}

export interface ClientStage {
  /** Whether `run` would compile (first run, or templates changed). */
  needsBuild(templatesChanged: boolean): boolean;
  /** Compiles the theme and bundles the client when needed; else the previous run's. */
  run(templatesChanged: boolean): Promise<ThemeAndClient>;
  /**
   * The client bundle for the islands the content uses (see bundleClient's `islands`): the one
   * `run` made when there are none, else one rebundled with them (kept while they stay the same).
   * `changed` says whether it differs from the previous call's; `made`, whether this call made it (or took it from the cache) rather than reusing the previous call's.
   */
  withIslands(islands: string[], globalData?: GlobalData): Promise<{ client: ClientBundle; changed: boolean; made: boolean }>;
}

/** client stage across runs: the server-side theme and the browser bundle, rebuilt when templates change. */
export function createClientStage(config: ConfigValues, sources: readonly PageSource[], { persistCache }: { persistCache: boolean }): ClientStage {
  let built: ThemeAndClient | undefined;
  // The page kinds and theme stylesheets of the site's sources only (a blog's, on a site with one).
  // In the theme's list order, so the page data lists them alike whatever the sources' order.
  const used = new Set(sources.flatMap((source) => source.kinds));
  const kinds = (Object.keys(pageLayouts) as PageKind[]).filter((kind) => used.has(kind));
  const styles = path.join(packageRoot(), 'templates', 'styles');
  // The version banner, badge and dropdown styles: only in a site that has versions, so the
  // stylesheet of one without them stays as it was. The site's own CSS comes last.
  // A site in Docusaurus's layout: its Infima colour variables recolour the theme.
  const customCss = [
    ...(isVersioned(config.docsInstances) ? [path.join(styles, 'versions.css')] : []),
    ...(config.layout === 'docusaurus' ? [path.join(styles, 'docusaurus.css')] : []),
    ...codeThemeStylesheet(config),
    ...sources.flatMap((source) => (source.stylesheets ?? []).map((file) => path.join(styles, file))),
    ...config.paths.customCss,
  ];
  // What islands' `useDocusaurusContext` reads in the browser, as the build rendered them with (see processPage).
  const siteConfig = { title: config.title, tagline: config.tagline, url: new URL(config.urls.siteUrl).origin, baseUrl: config.urls.base, customFields: config.customFields, trailingSlash: false, titleDelimiter: config.titleDelimiter };
  // Unchanged bundles are taken from the site's cache (a build without the cache makes them again).
  const cacheDir = persistCache ? config.paths.cacheDir : undefined;
  let withIslands: { key: string; client: Promise<ClientBundle> } | undefined;
  const needsBuild = (templatesChanged: boolean) => templatesChanged || !built;
  return {
    needsBuild,
    async run(templatesChanged) {
      if (built && !needsBuild(templatesChanged)) return built;
      const { themeDir } = config.paths;
      // The site's cache, not docsgen's install (which the user may not be able to write).
      const moduleDir = path.join(config.paths.cacheDir, 'theme');
      const [{ theme, file }, client] = await Promise.all([
        compileTheme(themeDir, moduleDir, config.rootDir).then(async (file) => ({ file, theme: await importTheme(file) })),
        bundleClient(themeDir, { rootDir: config.rootDir, staticDir: config.paths.staticDir, customCss, kinds, cacheDir }),
      ]);
      built = { theme, themeFile: file, client };
      // A new base bundle: the islands' one is made again from it.
      withIslands = undefined;
      return built;
    },
    async withIslands(islands, globalData = {}) {
      const key = JSON.stringify([islands, globalData]);
      const previous = withIslands;
      if (previous?.key === key) return { client: await previous.client, changed: false, made: false };
      const { themeDir } = config.paths;
      const client = islands.length === 0 ? Promise.resolve(built!.client) : bundleClient(themeDir, { rootDir: config.rootDir, staticDir: config.paths.staticDir, customCss, islands, kinds, siteConfig, globalData, cacheDir });
      withIslands = { key, client };
      client.catch(() => {
        if (withIslands?.client === client) withIslands = undefined;
      });
      return { client: await client, changed: previous !== undefined, made: true };
    },
  };
}

/**
 * The site's Prism themes (`theme.prism`) as a stylesheet in the site's cache folder, loaded after
 * the theme's code colours and before the site's CSS; none without them.
 */
function codeThemeStylesheet(config: ConfigValues): string[] {
  const prism = config.theme.prism;
  if (!prism?.theme && !prism?.darkTheme) return [];
  const file = path.join(config.paths.cacheDir, 'code-theme.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, codeThemeCss({ light: prism.theme, dark: prism.darkTheme }));
  return [file];
}
