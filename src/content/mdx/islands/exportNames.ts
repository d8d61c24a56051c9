import { statSync } from 'node:fs';
import path from 'node:path';
import { loadEsbuild } from '../../../util/loadEsbuild.js';
import { stampMatches, statStamp, type StatStamp } from '../../../util/statStamp.js';

interface Known {
  names: string[];
  /** Every file read to find the names, with its stat then (undefined: it could not be read). */
  stamps: Array<[file: string, stamp: StatStamp | undefined]>;
}

/** Names found in this process, by module: every MDX page importing the same island package asks again. */
const known = new Map<string, Known>();

/**
 * The names a module exports, its `export * from './x.js'` lines followed (a package's entry often
 * only re-exports: react-tweet's `Tweet`). esbuild reads them; packages and files other than
 * scripts are left external, and nothing is written. Kept for the process while none of the files
 * read has changed (a watching server edits them; a file changed within RACY_MS of the read is read again).
 */
export async function exportNames(file: string): Promise<string[]> {
  const cached = known.get(file);
  if (cached && cached.stamps.every(([input, stamp]) => unchanged(input, stamp))) return cached.names;
  // The clock before esbuild reads the files (see statStamp).
  const readAt = Date.now();
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
  const stamps = Object.keys(result.metafile.inputs).map((input): [string, StatStamp | undefined] => {
    const absolute = path.resolve(input);
    return [absolute, stampNow(absolute, readAt)];
  });
  known.set(file, { names, stamps });
  return names;
}

function stampNow(file: string, readAt: number): StatStamp | undefined {
  try {
    return statStamp(statSync(file), readAt);
  } catch {
    return undefined;
  }
}

function unchanged(file: string, stamp: StatStamp | undefined): boolean {
  try {
    return stamp !== undefined && stampMatches(stamp, statSync(file));
  } catch {
    return stamp === undefined;
  }
}
