import type { SiteConfig } from '../config/siteConfig.js';
import { ContentError } from '../errors.js';
import { pluginsShardable, shardedPart } from '../plugins/shardedPlugin.js';
import type { DocContext } from '../plugins/types.js';
import { workerCount } from '../workers.js';
import { fromFailure, type ShardSetup } from './createPageShard.js';
import type { PageShards } from './loadContent.js';
import { processInShards, shardsAvailable } from './processInShards.js';
import { BodyStore, keepBodyOnDisk } from './keepBodyOnDisk.js';
import { releaseHast } from './releaseHast.js';
import type { Doc } from './types.js';

export interface ContentShardsOptions {
  /** The compiled theme module the shards render page bodies with. */
  themeFile: string;
  /** What the main thread's plugins are handed: emitted files, warnings and dependencies go here. */
  context: DocContext;
  /** Whether the content cache keeps processed pages. */
  cache: boolean;
}

/**
 * Content shards for a build, when this site can use them: worker threads (compiled docsgen, more
 * than one worker allowed) and plugins that are all docsgen's own or see no pages (a site's own
 * Markdown, `transformDoc` or `contentLoaded` plugin needs every page in the main thread).
 * Each finished page is taken in here as one thread would have left it: the plugins' per-page
 * state, emitted files, dependencies and warnings, then the doc (its tree let go, its body kept on disk until pages render).
 */
export function createContentShards(config: SiteConfig, options: ContentShardsOptions): (PageShards & { processed: number; workers: number }) | undefined {
  if (!pluginsShardable(config.plugins) || !shardsAvailable()) return undefined;
  const { plugins, ...values } = config;
  const parts = plugins.flatMap((plugin) => shardedPart(plugin) ?? []);
  const { context } = options;
  const base: Omit<ShardSetup, 'routes' | 'languages'> = {
    themeFile: options.themeFile,
    plugins: parts.map(({ factory, options: pluginOptions }) => ({ factory, options: pluginOptions })),
    context: { config: values, cacheDir: context.cacheDir },
    cache: options.cache,
  };
  try {
    structuredClone(base);
  } catch {
    // Options that cannot be copied to a worker (a function in a plugin's options).
    return undefined;
  }
  const shards = {
    /** Pages processed in shards so far, and by how many at most. */
    processed: 0,
    workers: workerCount(),
    run(...[sources, routesBySource, languages, accept]: Parameters<PageShards['run']>) {
      const setup: ShardSetup = { ...base, routes: [...routesBySource], languages: [...languages] };
      shards.processed += sources.length;
      const bodies = new BodyStore();
      return processInShards(sources, setup, shards.workers, async (n, result) => {
        if ('error' in result) {
          const { file, detail, line, column, cause } = result.error;
          await accept(n, { error: new ContentError(file, detail, line, column, cause ? { cause: fromFailure(cause) } : undefined) });
          return;
        }
        const doc: Doc = { ...(result.doc as Omit<Doc, 'markdown'>), markdown: sources[n]!.raw };
        releaseHast(doc);
        keepBodyOnDisk(doc, bodies);
        for (const [file, contents] of result.emitted) if (contents !== undefined) context.emitFile(file, contents);
        for (const file of result.dependsOn) context.dependOn(doc, file);
        for (const message of result.warnings) context.warn(message);
        parts.forEach((part, i) => part.putPage(doc.sourcePath, result.states[i]));
        await accept(n, { doc, ...(result.cacheData ? { cacheData: result.cacheData } : {}) });
      });
    },
  };
  return shards;
}
