import { createRequire } from 'node:module';
import path from 'node:path';
import { isInside } from '../util/isInside.js';

/** Docusaurus's `currentBundler` as a plugin's postBuild reads it: the bundler's name and module. */
export interface SiteBundler {
  name: 'webpack';
  instance: unknown;
}

/**
 * The webpack a Docusaurus site builds with (its @docusaurus/bundler's), for a plugin's postBuild
 * that compiles a file of its own with it (plugin-pwa's service worker): looked for from the
 * plugin's folder, then from the config's; undefined when neither has it installed.
 *
 * The plugin learnt its output folder (`outDir`) when its function was called, and docsgen builds
 * into a new folder that replaces the last output only once the build has passed: what a
 * compilation would write under `outDir` goes under `into` instead, so a failed build leaves the
 * last good output as it was.
 */
export function siteBundler(fromDirs: readonly string[], { outDir, into }: { outDir: string; into: string }): SiteBundler | undefined {
  const webpack = siteWebpack(fromDirs);
  if (!webpack) return undefined;
  const redirect = (config: unknown) => {
    const output = (config as { output?: { path?: unknown } } | null)?.output;
    if (typeof output?.path !== 'string' || !isInside(outDir, output.path)) return config;
    return { ...(config as object), output: { ...output, path: path.join(into, path.relative(outDir, output.path)) } };
  };
  // webpack(config or configs, callback?): called with the output moved; its plugins (webpack.DefinePlugin…) as they are.
  const instance = new Proxy(webpack, {
    apply: (target, thisArg, [configs, ...rest]: unknown[]) => Reflect.apply(target, thisArg, [Array.isArray(configs) ? configs.map(redirect) : redirect(configs), ...rest]),
  });
  return { name: 'webpack', instance };
}

function siteWebpack(fromDirs: readonly string[]): ((...args: unknown[]) => unknown) | undefined {
  for (const dir of fromDirs) {
    try {
      const bundler = createRequire(path.join(dir, 'noop.js')).resolve('@docusaurus/bundler');
      const webpack = createRequire(bundler)('webpack') as unknown;
      if (typeof webpack === 'function') return webpack as (...args: unknown[]) => unknown;
    } catch (error) {
      // Not installed here: the next folder. A package that is there and fails to load is the error it is.
      if ((error as NodeJS.ErrnoException | undefined)?.code !== 'MODULE_NOT_FOUND') throw error;
    }
  }
  return undefined;
}
