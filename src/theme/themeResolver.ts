import type { Plugin } from 'esbuild';
import path from 'node:path';
import { findThemeFile, resolveThemeFile, type ThemeDirs } from './themeFiles.js';

/** The import specifier of a theme module: the site's file when it has one, else the default theme's. */
export const THEME_PREFIX = '@theme/';
/** The default theme's own module, for a site file that wraps the component it replaces. */
export const THEME_ORIGINAL_PREFIX = '@theme-original/';

/**
 * esbuild plugin shared by the theme compile (server) and the client bundle. It resolves
 * `@theme/<Name>` and `@theme-original/<Name>`, and redirects the default theme's relative imports
 * (`./Footer.js` in Layout.tsx) to the site's theme folder when it holds a file of that name, so a
 * site replaces one component without copying the ones that use it.
 */
export function themeResolver(dirs: ThemeDirs): Plugin {
  return {
    name: 'docsgen-theme',
    setup(build) {
      build.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        const original = args.path.startsWith(THEME_ORIGINAL_PREFIX);
        const name = args.path.slice((original ? THEME_ORIGINAL_PREFIX : THEME_PREFIX).length);
        const file = original ? findThemeFile(dirs.builtIn, name) : resolveThemeFile(dirs, name);
        if (file) return { path: file };
        const where = original ? 'in the default theme' : `in ${dirs.site ? 'the site theme folder or ' : ''}the default theme`;
        return { errors: [{ text: `${args.path}: no theme module "${name}" ${where}` }] };
      });
      if (!dirs.site || dirs.site === dirs.builtIn) return;
      const site = dirs.site;
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(dirs.builtIn + path.sep)) return undefined;
        const target = path.resolve(path.dirname(args.importer), args.path);
        const relative = path.relative(dirs.builtIn, target);
        if (relative.startsWith('..')) return undefined;
        const override = findThemeFile(site, relative);
        return override ? { path: override } : undefined;
      });
    },
  };
}
