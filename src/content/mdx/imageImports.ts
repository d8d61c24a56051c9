import type { PluginBuild } from 'esbuild';
import path from 'node:path';

/** The images a script may import (`import photo from './photo.png'`), as webpack's asset modules take them. */
export const IMAGE_IMPORT = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp)$/i;

const NAMESPACE = 'docsgen-image';
const SCRIPT_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import']);

/**
 * An image a script imports (`import photo from './photo.png'`, `require('@site/static/x.png')`) is a
 * string: one registration for the build's bundle of a page (bundleMdx: its path from the page, for
 * the images plugin) and the browser's of the site's code (bundleClient: the URL of its file in the
 * output), each giving the module's code for the file (`module`). An image a stylesheet names, one
 * another resolver places elsewhere (a static-folder URL), and one `skip` names the importer of
 * (docsgen's own theme files) are left to the bundle.
 */
export function imageImports(b: PluginBuild, { rootDir, module, skip }: { rootDir: string; module: (file: string) => string; skip?: (importer: string) => boolean }): void {
  b.onResolve({ filter: IMAGE_IMPORT }, async (args) => {
    if (!SCRIPT_IMPORTS.has(args.kind) || args.pluginData === NAMESPACE || args.namespace === NAMESPACE || skip?.(args.importer)) return undefined;
    const site = args.path.startsWith('@site/');
    const found = await b.resolve(site ? `./${args.path.slice('@site/'.length)}` : args.path, { resolveDir: site ? rootDir : args.resolveDir, kind: args.kind, importer: args.importer, pluginData: NAMESPACE });
    if (found.errors.length > 0) return { errors: found.errors };
    if (found.external || found.namespace !== 'file') return found;
    return { path: found.path, namespace: NAMESPACE };
  });
  b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: module(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
}
