import { statSync } from 'node:fs';
import path from 'node:path';
import { loadEsbuild } from '../../../util/loadEsbuild.js';

interface Known {
  names: string[];
  /** Every file read to find the names, with its size and modification time then. */
  stamps: Array<[file: string, stamp: string]>;
}

/** Names found in this process, by module: every MDX page importing the same island package asks again. */
const known = new Map<string, Known>();

/**
 * The names a module exports, its `export * from './x.js'` lines followed (a package's entry often
 * only re-exports: react-tweet's `Tweet`). esbuild reads them; packages and files other than
 * scripts are left external, and nothing is written. Kept for the process while none of the files
 * read has changed (a watching server edits them).
 */
export async function exportNames(file: string): Promise<string[]> {
  const cached = known.get(file);
  if (cached && cached.stamps.every(([input, stamp]) => stampOf(input) === stamp)) return cached.names;
  const result = await (await loadEsbuild()).build({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    write: false,
    metafile: true,
    format: 'esm',
    loader: { '.js': 'jsx' },
    jsx: 'automatic',
    outdir: 'out',
    logLevel: 'silent',
    plugins: [{ name: 'only-scripts', setup: (b) => b.onResolve({ filter: /\.(css|s[ac]ss|less|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|md|mdx|txt)$/i }, (args) => ({ path: args.path, external: true })) }],
  });
  const names = Object.values(result.metafile.outputs).flatMap((output) => output.exports);
  // The metafile names inputs relative to the working folder.
  const stamps = Object.keys(result.metafile.inputs).map((input): [string, string] => {
    const absolute = path.resolve(input);
    return [absolute, stampOf(absolute)];
  });
  known.set(file, { names, stamps });
  return names;
}

function stampOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}
