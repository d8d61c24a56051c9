import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { engineModule, packageRoot } from '../util/packageRoot.js';
import { builtinComponents } from '../content/mdx/components/index.js';
import { docusaurusModules, swizzleInternals } from '../content/mdx/docusaurus/modules.js';
import { docsgenComponentOf } from './docusaurusSwizzles.js';
import { findThemeFile } from '../util/themeFile.js';
import { resolveThemeFile, type ThemeDirs } from './themeFiles.js';
import { themeLayerFile } from './themeLayers.js';

/** The import specifier of a theme module: the site's file when it has one, else the default theme's. */
export const THEME_PREFIX = '@theme/';
/** The default theme's own module, for a site file that wraps the component it replaces. */
export const THEME_ORIGINAL_PREFIX = '@theme-original/';

/**
 * esbuild plugin shared by the theme compile (server) and the client bundle. It resolves
 * `@theme/<Name>`, `@theme-original/<Name>` and `@theme-init/<Name>` (Docusaurus's first theme's:
 * the default theme's too, as docsgen's is the only theme), and redirects the default theme's relative imports
 * (`./Footer.js` in Layout.tsx) to the site's theme folder when it holds a file of that name, so a
 * site replaces one component without copying the ones that use it. A `@theme/` module found
 * nowhere is an error, or what `onMissing` resolves it to.
 */
export function themeResolver(dirs: ThemeDirs, onMissing?: (specifier: string, importer: string) => { path: string; namespace: string }): Plugin {
  return {
    name: 'docsgen-theme',
    setup(build) {
      // The site's code in the theme: its frame swizzles and the components of its theme folders they import.
      const siteFiles = new Set(Object.values(dirs.swizzles ?? {}));
      // A swizzle's `@theme/<Name>`: the one theme lookup first (the site's src/theme, theme/, its plugins'
      // folders, see themeLayerFile), as a page's import of it; what it finds is the site's code too.
      build.onResolve({ filter: /^@theme\// }, (args) => {
        if (!dirs.layers || !siteFiles.has(args.importer)) return undefined;
        const file = themeLayerFile(dirs.layers, args.path.slice(THEME_PREFIX.length), { importer: args.importer });
        if (!file) return undefined;
        siteFiles.add(file);
        return { path: file };
      });
      // Its `@docusaurus/*` and `@theme/*` imports: the modules MDX pages get (see docusaurusSwizzles).
      build.onResolve({ filter: /^@(docusaurus|theme)\// }, (args) => {
        if (!siteFiles.has(args.importer) || !(args.path in docusaurusModules || args.path in builtinComponents || args.path in swizzleInternals)) return undefined;
        return { path: args.path, namespace: 'docsgen-provided' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-provided' }, (args) => ({ contents: providedModule(args.path, dirs.swizzleThemeConfig), loader: 'js', resolveDir: packageRoot() }));
      build.onResolve({ filter: /^@theme(-original|-init)?\// }, (args) => {
        // docsgen's theme is both the one under the site's and the first: `@theme-init/` is `@theme-original/`.
        const original = !args.path.startsWith(THEME_PREFIX);
        const written = args.path.slice(args.path.indexOf('/') + 1);
        // Docusaurus's name of the part (`NotFound/Content`) is docsgen's component (`NotFoundContent`) inside its swizzle.
        const name = original ? (docsgenComponentOf(written) ?? written) : written;
        if (original && dirs.swizzles?.[name] && swizzleFilesOf(dirs).has(args.importer)) {
          // Docusaurus's layering: under the site's swizzle, a plugin theme's component (`themes: [...]`,
          // the last one's first) before docsgen's (the classic theme's stand-in). It is the site's code too.
          const below = args.path.startsWith(THEME_ORIGINAL_PREFIX) && dirs.layers ? themeLayerFile(dirs.layers, written, { belowSite: true, importer: args.importer }) : undefined;
          if (below) {
            siteFiles.add(below);
            return { path: below };
          }
          return { path: name, namespace: 'docsgen-original' };
        }
        const file = original ? findThemeFile(dirs.builtIn, name) : resolveThemeFile(dirs, name);
        if (file) return { path: file };
        // The client bundle may stand in for it while it finds out who imports it (see bundleClient).
        if (onMissing) return onMissing(args.path, args.importer);
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
        // Rendered inside the context the provided Docusaurus hooks read (see withSwizzleSite).
        const contents = [
          `export * from ${JSON.stringify(own)};`,
          `import { ${args.path} as Original } from ${JSON.stringify(own)};`,
          `import Swizzle from ${JSON.stringify(swizzles[args.path])};`,
          `import { withSwizzleSite } from ${JSON.stringify(engineModule('content/mdx/docusaurus/swizzleSite'))};`,
          `export const ${args.path} = withSwizzleSite(Swizzle, Original, ${JSON.stringify(args.path)});`,
        ].join('\n');
        return { contents, loader: 'js', resolveDir: dirs.builtIn };
      });
      // Inside the swizzle, `@theme-original/<Name>` is docsgen's component as its default export (Docusaurus's form).
      build.onLoad({ filter: /.*/, namespace: 'docsgen-original' }, (args) => {
        const own = findThemeFile(dirs.builtIn, args.path)!;
        return { contents: `export * from ${JSON.stringify(own)};\nexport { ${args.path} as default } from ${JSON.stringify(own)};`, loader: 'js', resolveDir: dirs.builtIn };
      });
      // webpack read JSX in a site's .js files.
      build.onLoad({ filter: /\.[cm]?js$/ }, async (args) => (siteFiles.has(args.path) ? { contents: await readFile(args.path, 'utf8'), loader: 'jsx' } : undefined));
    },
  };
}

/** A provided module as the swizzle imports it: docsgen's component, or the named exports of its Docusaurus module. */
function providedModule(id: string, themeConfig: Record<string, unknown> | undefined): string {
  if (id in builtinComponents) {
    const name = id.slice(THEME_PREFIX.length);
    return `export { ${name} as default } from ${JSON.stringify(engineModule(`content/mdx/components/${name}`))};`;
  }
  const names = Object.keys({ ...docusaurusModules[id], ...swizzleInternals[id] });
  // useThemeConfig: the site's themeConfig written in, the same at build time and in the browser (unused, it is dropped).
  const lines = names.map((name) =>
    name === 'default' ? 'export default m.default;' : name === 'useThemeConfig' && themeConfig ? `const themeConfig = ${JSON.stringify(themeConfig)};\nexport const useThemeConfig = () => m.useThemeConfig(themeConfig);` : `export const ${name} = m.${name};`,
  );
  return `import { docusaurusModules, swizzleInternals } from ${JSON.stringify(engineModule('content/mdx/docusaurus/modules'))};\nconst m = { ...docusaurusModules[${JSON.stringify(id)}], ...swizzleInternals[${JSON.stringify(id)}] };\n${lines.join('\n')}`;
}

function swizzleFilesOf(dirs: ThemeDirs): Set<string> {
  return new Set(Object.values(dirs.swizzles ?? {}));
}
