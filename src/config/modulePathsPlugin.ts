import type { Loader, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEsbuild } from '../util/loadEsbuild.js';

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };
const MENTIONS_PATH = /\b__dirname\b|\b__filename\b|\bimport\.meta\b/;

/**
 * The config is bundled into one module, but each file it imports keeps its own `__dirname`,
 * `__filename` and `import.meta.url`/`dirname`/`filename`, as when Docusaurus loads the config
 * with jiti (one module per file): a plugin in `plugins/x/` that reads `../../file` from
 * `__dirname` finds it. A file that declares its own `__dirname` keeps it (define replaces only
 * free names).
 */
export function modulePathsPlugin(): Plugin {
  return {
    name: 'module-paths',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!MENTIONS_PATH.test(source)) return undefined;
        const dir = path.dirname(args.path);
        const url = pathToFileURL(args.path).href;
        const define = {
          __dirname: JSON.stringify(dir),
          __filename: JSON.stringify(args.path),
          'import.meta.url': JSON.stringify(url),
          'import.meta.dirname': JSON.stringify(dir),
          'import.meta.filename': JSON.stringify(args.path),
        };
        const loader = LOADERS[path.extname(args.path)] ?? 'js';
        // The inline source map keeps a nested file's error lines its own.
        const result = await (await loadEsbuild()).transform(source, { loader, define, format: 'esm', sourcefile: args.path, sourcemap: 'inline', tsconfigRaw: '{}' });
        return { contents: result.code, loader: 'js', resolveDir: dir };
      });
    },
  };
}
