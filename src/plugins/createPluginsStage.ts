import type { Gates } from '../gates/gates.js';
import type { LoadedContent } from './runLoadContent.js';
import { pluginFailure } from '../util/errors.js';
import { runPluginHook } from './runPluginHook.js';
import { runLoadContent } from './runLoadContent.js';
import type { SiteConfig } from './siteConfig.js';
import type { PluginContext, PluginWork } from './types.js';

export interface PluginsStage {
  /** A site's own plugin reads page trees after the page step (in `contentLoaded`). */
  readonly readsTrees: boolean;
  /** Some plugin has a `loadContent` (else `loadContent` gives nothing, at once). */
  readonly loads: boolean;
  /**
   * Every plugin's `loadContent`, first in a run (what they write, the pages read); what they
   * cannot have (a webpack config, an added route) through the warnings gate.
   */
  loadContent(changedFiles: readonly string[]): Promise<LoadedContent>;
  /**
   * Every plugin's `contentLoaded`, once content and routes are known. Gives back what they handed
   * `whileRendering`, to start once the pages render: it resolves when all of it is done, to what
   * that work counted (see PluginWork; a count two works name is summed).
   */
  contentLoaded(context: Omit<PluginContext, 'config' | 'dev' | 'cacheDir' | 'whileRendering'>): Promise<() => Promise<PluginWork>>;
}

/** plugins stage across runs: the site's plugins with the config and cache folder they are handed. */
export function createPluginsStage(config: SiteConfig, { dev, gates }: { dev: boolean; gates: Gates }): PluginsStage {
  const { plugins } = config;
  const cacheDir = config.paths.cacheDir;
  const loads = plugins.some((plugin) => plugin.loadContent);
  return {
    // docsgen's own plugins take what they need from trees in transformDoc; a site's may read them later.
    readsTrees: plugins.some((plugin) => plugin.contentLoaded && !plugin.name.startsWith('docsgen:')),
    loads,
    async loadContent(changedFiles) {
      if (!loads) return { globalData: {}, watch: [], warnings: [], routes: [], htmlTags: [], defines: {}, externals: {}, clientModules: [], themePaths: [] };
      const loaded = await runLoadContent(plugins, { config, dev, cacheDir, changedFiles });
      gates.apply('onWarnings', 'plugin warning', loaded.warnings);
      return loaded;
    },
    async contentLoaded(context) {
      const works: (() => Promise<void | PluginWork>)[] = [];
      const shared = { ...context, config, dev, cacheDir };
      await runPluginHook(plugins, 'contentLoaded', (plugin) => ({
        ...shared,
        whileRendering: (work) => void works.push(() => work().catch((error: unknown) => Promise.reject(pluginFailure(error, plugin.name, 'contentLoaded')))),
      }));
      return async () => {
        // Each one runs to its end even when another fails (its files are written or not at all), and the first failure is the run's.
        const settled = await Promise.allSettled(works.map((work) => work()));
        const failed = settled.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        return addedWork(settled.map((result) => (result.status === 'fulfilled' ? result.value : undefined)));
      };
    },
  };
}

/** Counts of several works (or several builds' work) in one, a count two of them name summed. */
export function addedWork(works: readonly (void | PluginWork | undefined)[]): PluginWork {
  const total: PluginWork = {};
  for (const work of works) {
    for (const [name, counts] of Object.entries(work ?? {})) {
      const into = (total[name] ??= {});
      for (const [key, count] of Object.entries(counts)) into[key] = (into[key] ?? 0) + count;
    }
  }
  return total;
}
