import { createRequire } from 'node:module';
import { engineModule } from '../../util/packageRoot.js';
import { reactPackageOf, requireReact, type ReactCopy } from '../../theme/findReact.js';
import { packageResolver } from '../../theme/packageResolver.js';
import type * as MdxRuntimeModule from './mdxRuntime.js';
import { SERVER_BUNDLE_OPTIONS } from './serverBundleOptions.js';
import { loadEsbuild } from '../../util/loadEsbuild.js';

export type MdxRuntime = typeof MdxRuntimeModule & {
  /** `require` for a page bundle's externals: React from the build's copy, Node's built-ins. */
  require: (id: string) => unknown;
};

const RUNTIME_ENTRY = engineModule('content/mdx/mdxRuntime');
const requireFromDocsgen = createRequire(import.meta.url);
const loaded = new Map<string, Promise<MdxRuntime>>();

/**
 * The MDX runtime (see mdxRuntime.ts) on the site's React: bundled once per process and React
 * copy, with every `react`/`react-dom` import left to the build's copy, so a page, its site
 * components and docsgen's built-ins render with one React.
 */
export function loadMdxRuntime(react: ReactCopy): Promise<MdxRuntime> {
  const key = react.react.dir;
  let runtime = loaded.get(key);
  if (!runtime) {
    runtime = compile(react);
    loaded.set(key, runtime);
    runtime.catch(() => loaded.delete(key));
  }
  return runtime;
}

async function compile(react: ReactCopy): Promise<MdxRuntime> {
  const result = await (await loadEsbuild()).build({
    entryPoints: [RUNTIME_ENTRY],
    ...SERVER_BUNDLE_OPTIONS,
    plugins: [packageResolver({ react, mode: 'require' })],
  });
  const fromReact = requireReact(react);
  const require = (id: string): unknown => (reactPackageOf(id) ? fromReact(id) : requireFromDocsgen(id));
  const module: { exports: typeof MdxRuntimeModule } = { exports: {} as typeof MdxRuntimeModule };
  new Function('require', 'module', 'exports', result.outputFiles[0]!.text)(require, module, module.exports);
  return { ...module.exports, require };
}
