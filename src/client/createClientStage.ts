import path from 'node:path';
import { isVersioned } from '../config/resolveVersions.js';
import { packageRoot } from '../packageRoot.js';
import type { SiteConfig } from '../config/siteConfig.js';
import { compileTheme, importTheme } from '../render/loadTheme.js';
import type { Theme } from '../render/theme.js';
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
}

/** client stage across runs: the server-side theme and the browser bundle, rebuilt when templates change. */
export function createClientStage(config: SiteConfig): ClientStage {
  let built: ThemeAndClient | undefined;
  const needsBuild = (templatesChanged: boolean) => templatesChanged || !built;
  return {
    needsBuild,
    async run(templatesChanged) {
      if (built && !needsBuild(templatesChanged)) return built;
      const { themeDir } = config.paths;
      // The version banner, badge and dropdown styles: only in a site that has versions, so the
      // stylesheet of one without them stays as it was.
      const customCss = [...(isVersioned(config.docsInstances) ? [path.join(packageRoot(), 'templates', 'styles', 'versions.css')] : []), ...config.paths.customCss];
      // The site's cache, not docsgen's install (which the user may not be able to write).
      const moduleDir = path.join(config.paths.cacheDir, 'theme');
      const [{ theme, file }, client] = await Promise.all([
        compileTheme(themeDir, moduleDir, config.rootDir).then(async (file) => ({ file, theme: await importTheme(file) })),
        bundleClient(themeDir, { rootDir: config.rootDir, customCss }),
      ]);
      built = { theme, themeFile: file, client };
      return built;
    },
  };
}
