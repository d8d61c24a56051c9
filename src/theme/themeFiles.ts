import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtInThemeDir, packageRoot } from '../util/packageRoot.js';
import { slashPath } from '../util/slashPath.js';
import { findThemeFile } from '../util/themeFile.js';
import type { ThemeLayers } from './themeLayers.js';

/** The two folders a site's theme is made of: docsgen's default theme and the site's own overrides. */
export interface ThemeDirs {
  /** The default theme shipped with docsgen (real path). */
  builtIn: string;
  /** The site's theme folder (real path), when it exists. */
  site?: string;
  /** A Docusaurus site's swizzles that replace docsgen's component of the same name (see docusaurusSwizzles): name → file. */
  swizzles?: Record<string, string>;
  /** What `useThemeConfig()` gives the swizzles (the site's themeConfig, see docusaurusThemeConfig): written into the bundles that have swizzles. */
  swizzleThemeConfig?: Record<string, unknown>;
  /** With swizzles: the one theme lookup their `@theme/<Name>` imports go through first (see themeLayerFile). */
  layers?: ThemeLayers;
}

export function themeDirs(siteThemeDir: string | undefined, swizzles?: Record<string, string>, swizzleThemeConfig?: Record<string, unknown>, layers?: ThemeLayers): ThemeDirs {
  const builtIn = realpathSync(builtInThemeDir());
  const site = siteThemeDir && existsSync(siteThemeDir) && statSync(siteThemeDir).isDirectory() ? realpathSync(siteThemeDir) : undefined;
  return { builtIn, site, ...(swizzles && Object.keys(swizzles).length > 0 ? { swizzles, ...(swizzleThemeConfig ? { swizzleThemeConfig } : {}), ...(layers ? { layers } : {}) } : {}) };
}

/**
 * The site's file for a theme module when it has one, else the default theme's: docsgen's own
 * modules and files (the site's code finds its plugins' and swizzles' first, see themeLayersPlugin).
 */
export function resolveThemeFile(dirs: ThemeDirs, name: string): string | undefined {
  return (dirs.site && findThemeFile(dirs.site, name)) || findThemeFile(dirs.builtIn, name);
}

/** The default theme's components (`Footer`, `markdown/CodeBlock`, …): what a site can override or eject. */
export function themeComponents(dir: string = builtInThemeDir()): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => slashPath(file.slice(0, -'.tsx'.length)))
    .sort();
}

/**
 * docsgen's own files (the default theme, the browser entry): their CSS imports are the theme's
 * stylesheet, bundled by esbuild as usual. A site's theme files go through componentCssPlugin.
 */
export function isEngineFile(dirs: ThemeDirs): (file: string) => boolean {
  const own = [dirs.builtIn, path.join(packageRoot(), 'src'), path.join(packageRoot(), 'dist')].map((dir) => dir + path.sep);
  return (file) => own.some((dir) => file.startsWith(dir));
}
