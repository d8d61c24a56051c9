import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRoot } from '../../util/packageRoot.js';
import { reactPackageOf, requireReact } from '../../theme/findReact.js';
import type { ReactCopy } from '../../config/configValues.js';
import type * as MdxRuntimeModule from './mdxRuntime.js';

export type MdxRuntime = typeof MdxRuntimeModule & {
  /** `require` for a page bundle's externals: React from the build's copy, Node's built-ins. */
  require: (id: string) => unknown;
};

/**
 * The MDX runtime as scripts/compile.mjs bundles it into dist/: one CommonJS module whose
 * `react`/`react-dom` imports are left by name. Bundled once when docsgen is compiled, not by each
 * page worker of each build: that bundle (some 80 files) was each worker's first esbuild work, its
 * first MDX page waiting for it (the picker's cold build: 0.1-0.2 s of esbuild's CPU a worker).
 */
const MDX_RUNTIME_FILE = path.join(packageRoot(), 'dist', 'mdxRuntime.cjs');
const requireFromDocsgen = createRequire(import.meta.url);
const loaded = new Map<string, Promise<MdxRuntime>>();

/**
 * The MDX runtime (see mdxRuntime.ts) on the site's React: loaded once per process and React
 * copy, its `react`/`react-dom` imports given the build's copy, so a page, its site components
 * and docsgen's built-ins render with one React.
 */
export function loadMdxRuntime(react: ReactCopy): Promise<MdxRuntime> {
  const key = react.react.dir;
  let runtime = loaded.get(key);
  if (!runtime) {
    runtime = load(react);
    loaded.set(key, runtime);
    runtime.catch(() => loaded.delete(key));
  }
  return runtime;
}

async function load(react: ReactCopy): Promise<MdxRuntime> {
  const code = await readFile(MDX_RUNTIME_FILE, 'utf8');
  const fromReact = requireReact(react);
  const require = (id: string): unknown => (reactPackageOf(id) ? fromReact(id) : requireFromDocsgen(id));
  const module: { exports: typeof MdxRuntimeModule } = { exports: {} as typeof MdxRuntimeModule };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return { ...module.exports, require };
}
