import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
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
        if (original && dirs.swizzles?.[name] && swizzleFilesOf(dirs).has(args.importer)) return { path: name, namespace: 'docsgen-original' };
        const file = original ? findThemeFile(dirs.builtIn, name) : resolveThemeFile(dirs, name);
        if (file) return { path: file };
        const where = original ? 'in the default theme' : `in ${dirs.site ? 'the site theme folder or ' : ''}the default theme`;
        return { errors: [{ text: `${args.path}: no theme module "${name}" ${where}` }] };
      });
      const swizzles = dirs.swizzles ?? {};
      const swizzleFiles = new Set(Object.values(swizzles));
      const site = dirs.site && dirs.site !== dirs.builtIn ? dirs.site : undefined;
      if (!site && swizzleFiles.size === 0) return;
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(dirs.builtIn + path.sep)) return undefined;
        const target = path.resolve(path.dirname(args.importer), args.path);
        const relative = path.relative(dirs.builtIn, target);
        if (relative.startsWith('..')) return undefined;
        const override = site && findThemeFile(site, relative);
        if (override) return { path: override };
        // A Docusaurus swizzle of this component (a wrapper, see docusaurusSwizzles): its default export under docsgen's name.
        const name = relative.replace(/\.(js|jsx|ts|tsx)$/, '');
        return swizzles[name] ? { path: name, namespace: 'docsgen-swizzle' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-swizzle' }, (args) => {
        const own = findThemeFile(dirs.builtIn, args.path)!;
        return { contents: `export * from ${JSON.stringify(own)};\nexport { default as ${args.path} } from ${JSON.stringify(swizzles[args.path])};`, loader: 'js', resolveDir: dirs.builtIn };
      });
      // Inside the swizzle, `@theme-original/<Name>` is docsgen's component as its default export (Docusaurus's form).
      build.onLoad({ filter: /.*/, namespace: 'docsgen-original' }, (args) => {
        const own = findThemeFile(dirs.builtIn, args.path)!;
        return { contents: `export * from ${JSON.stringify(own)};\nexport { ${args.path} as default } from ${JSON.stringify(own)};`, loader: 'js', resolveDir: dirs.builtIn };
      });
      // webpack read JSX in a site's .js files.
      build.onLoad({ filter: /\.[cm]?js$/ }, async (args) => (swizzleFiles.has(args.path) ? { contents: await readFile(args.path, 'utf8'), loader: 'jsx' } : undefined));
    },
  };
}

function swizzleFilesOf(dirs: ThemeDirs): Set<string> {
  return new Set(Object.values(dirs.swizzles ?? {}));
}
