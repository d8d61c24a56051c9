import type { Plugin } from 'esbuild';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../util/packageRoot.js';
import { isCommonJs } from '../util/isCommonJs.js';

/** The bundled config's own `require`, for the CommonJS packages it imports (see below). */
export const PACKAGE_REQUIRE_BANNER = `import { createRequire as __docsgenCreateRequire } from 'node:module'; const __docsgenRequire = __docsgenCreateRequire(import.meta.url);`;
export const CJS_NAMESPACE = 'docsgen-cjs';
const RESOLVING = Symbol('resolving');

/**
 * How the config's package imports load, as when Docusaurus loads the config with jiti:
 * - packages stay external (Node loads them); `docsgen` always means the docsgen running the build;
 * - a package's JSON file (`import { version } from 'pkg/package.json'`) is bundled: jiti reads
 *   JSON imports, named ones included, where Node's own import needs `with { type: 'json' }`;
 * - a CommonJS package is required, and esbuild's interop makes its namespace: `import * as lz`
 *   sees every property of `module.exports`, as under jiti (and webpack), where Node's import
 *   finds only the names its static scan of the file detects (none for `module.exports = X`).
 * `preload` is told how each package an import statement names will load (importSiteModule loads
 * it while the compile goes on).
 */
export function packageImportsPlugin(preload?: (what: { import: string } | { require: string }) => void): Plugin {
  return {
    name: 'package-imports',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        if (args.path === 'docsgen') return { path: pathToFileURL(path.join(packageRoot(), 'dist', 'index.js')).href, external: true };
        if (/\.json$/.test(args.path)) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        const statement = args.kind === 'import-statement';
        if (resolved.errors.length === 0 && !resolved.external && isCommonJs(resolved.path)) {
          if (statement) preload?.({ require: resolved.path });
          return { path: resolved.path, namespace: CJS_NAMESPACE };
        }
        if (statement && resolved.errors.length === 0) preload?.({ import: args.path });
        return { path: args.path, external: true };
      });
      b.onLoad({ filter: /.*/, namespace: CJS_NAMESPACE }, (args) => ({ contents: `module.exports = __docsgenRequire(${JSON.stringify(args.path)});`, loader: 'js' }));
    },
  };
}

