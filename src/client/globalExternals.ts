import type { Plugin } from 'esbuild';
import { escapeRegExp } from '../shared/escapeRegExp.js';

/**
 * Packages the browser bundle reads from a global instead of bundling them (see
 * LoadContentContext.addExternals): `import ts from 'typescript'` becomes the value of `window.ts`.
 * Only the bare package name is matched, as webpack's object form does.
 */
export function globalExternals(modules: Readonly<Record<string, string>>): Plugin[] {
  const names = Object.keys(modules);
  if (names.length === 0) return [];
  const namespace = 'docsgen-global-external';
  return [{
    name: 'docsgen-global-externals',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(?:${names.map(escapeRegExp).join('|')})$`) }, (args) => ({ path: args.path, namespace }));
      build.onLoad({ filter: /.*/, namespace }, (args) => ({ contents: `module.exports = ${modules[args.path]};`, loader: 'js' }));
    },
  }];
}
