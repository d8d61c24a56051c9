import type { Plugin } from 'esbuild';
import { findSwizzleFile } from '../util/themeFile.js';

/**
 * The folders a `@theme/<Name>` import of the site's code (MDX pages and what they import, islands,
 * client modules) is looked up in before docsgen's own modules, in Docusaurus's order: the site's
 * (`src/theme`, Docusaurus's swizzle folder, then docsgen's `theme/`), then its plugins' theme
 * folders (`getThemePath`), the last plugin's first.
 */
export interface ThemeLayers {
  site: readonly (string | undefined)[];
  /** In plugin order (as the plugins stage gives them). */
  plugins: readonly string[];
}

/** The layers of a site: its swizzle folder, its theme folder, its plugins' theme folders. */
export function themeLayersOf(folders: { swizzleDir?: string | undefined; themeDir?: string | undefined; pluginThemes?: readonly string[] | undefined }): ThemeLayers {
  return { site: [folders.swizzleDir, folders.themeDir], plugins: folders.pluginThemes ?? [] };
}

/**
 * The site's or a plugin's module for `@theme/<name>`: `<name>` or `<name>/index` in webpack's
 * extension order (findSwizzleFile), in the first layer that has one; undefined when none has (docsgen's own is used then).
 * `belowSite`: `@theme-original/<name>`, the component under the site's swizzle (a plugin's, else
 * docsgen's). `importer` is never its own answer: a wrapper importing the name it replaces gets the
 * layer below it.
 */
export function themeLayerFile(layers: ThemeLayers, name: string, { belowSite = false, importer }: { belowSite?: boolean; importer?: string } = {}): string | undefined {
  const folders = [...(belowSite ? [] : layers.site), ...[...layers.plugins].reverse()];
  for (const dir of folders) {
    const file = dir === undefined ? undefined : findSwizzleFile(dir, name, importer);
    if (file) return file;
  }
  return undefined;
}

/**
 * esbuild plugin for the browser bundle: the site's code's `@theme/<Name>` and `@theme-original/<Name>`
 * resolve through the layers (themeLayerFile), as MDX pages' do at build time (see bundleMdx);
 * what no layer has is left to the plugins after this one (docsgen's modules). `ownCode`: files
 * whose imports are docsgen's business (its theme and engine, a frame swizzle's adapter).
 */
export function themeLayersPlugin(layers: ThemeLayers, ownCode: (file: string) => boolean): Plugin {
  return {
    name: 'docsgen-theme-layers',
    setup(b) {
      b.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        // The site's files, and the module a page's <BrowserOnly> becomes (its imports are the page's).
        if ((args.namespace !== 'file' && args.namespace !== 'docsgen-browser-only') || !args.importer || ownCode(args.importer)) return undefined;
        const file = themeLayerFile(layers, args.path.slice(args.path.indexOf('/') + 1), { belowSite: args.path.startsWith('@theme-original/'), importer: args.importer });
        return file ? { path: file } : undefined;
      });
    },
  };
}
