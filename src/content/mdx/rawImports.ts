import type { PluginBuild } from 'esbuild';
import { readFile } from 'node:fs/promises';

/**
 * webpack's raw-loader, written inline (`!!raw-loader!./x.js`), and `./x.js?raw` (also as
 * `!!./x.js?raw`, which skips webpack's other loaders): the file's text. One registration for the
 * build's bundle of a page (bundleMdx) and the browser's of the site's code (bundleClient), so a
 * component reads the same text on both sides. `onFile` hears each file read (a page's inputs).
 */
export function rawImports(b: PluginBuild, onFile?: (file: string) => void): void {
  b.onResolve({ filter: /^!!raw-loader!|\?raw$/ }, async (args) => {
    const specifier = args.path.replace(/^!!(?:raw-loader!)?/, '').replace(/\?raw$/, '');
    const found = await b.resolve(specifier, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
    if (found.errors.length > 0) return { errors: [{ text: `Could not resolve "${args.path}"` }] };
    return { path: found.path, namespace: 'docsgen-raw' };
  });
  b.onLoad({ filter: /.*/, namespace: 'docsgen-raw' }, async (args) => {
    onFile?.(args.path);
    return { contents: await readFile(args.path, 'utf8'), loader: 'text' };
  });
}
