import type { Plugin } from 'esbuild';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../packageRoot.js';

const RESOLVING = Symbol('docsgen-engine-packages');
/** Imports from code (CSS `url()` and `@import` try a relative path first: esbuild's own resolver keeps them). */
const CODE_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve']);
/** `data:`, `https:`, `docsgen:custom-css`: not a package. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * esbuild plugin for the theme: a package the theme imports is resolved from docsgen's install
 * first (so `react` is the React docsgen renders and hydrates with, even when the site has none or
 * another copy), then from the importing file's folder (a package only the site installed).
 *
 * `external` (the server theme): the package stays external, written into the module as an
 * absolute file URL, so the compiled module runs the same wherever it is written (the site's
 * cache, a temporary folder) and shares docsgen's React. Otherwise (the browser bundle) the file
 * found is bundled.
 */
export function enginePackages(options: { external: boolean }): Plugin {
  return {
    name: 'docsgen-engine-packages',
    setup(build) {
      // Aliased imports (`docsgen/theme`) are left to esbuild's resolver, which applies the alias.
      const aliased = new Set(Object.keys(build.initialOptions.alias ?? {}));
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING || !CODE_IMPORTS.has(args.kind) || aliased.has(args.path) || path.isAbsolute(args.path)) return undefined;
        if (options.external && isBuiltin(args.path)) return { path: args.path, external: true };
        if (SCHEME.test(args.path)) return undefined;
        for (const resolveDir of new Set([packageRoot(), args.resolveDir])) {
          const found = await build.resolve(args.path, { kind: args.kind, resolveDir, importer: args.importer, pluginData: RESOLVING });
          if (found.errors.length > 0 || found.external) continue;
          return options.external ? { path: pathToFileURL(found.path).href, external: true } : { path: found.path, namespace: found.namespace, sideEffects: found.sideEffects };
        }
        // Found nowhere: esbuild's own resolver names the import and the file that makes it.
        return undefined;
      });
    },
  };
}
