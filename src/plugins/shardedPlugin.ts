import type { DocsgenPlugin } from './types.js';

/**
 * How a built-in plugin's per-page work (`transformDoc`) runs in a content shard (a worker thread
 * that takes pages from Markdown to HTML): the shard makes its own copy of the plugin with the same
 * factory and options, runs `transformDoc` there, and hands the page's state back as plain data,
 * which the main thread's copy takes in before `contentLoaded`.
 */
export interface ShardedPart {
  /** The built-in factory that makes the plugin (the shard calls it with `options`). */
  factory: 'search' | 'images';
  /** Plain data (structured-cloneable). */
  options: unknown;
  /** In a shard, after `transformDoc`: what the page left in this copy of the plugin, taken out. */
  takePage(sourcePath: string): unknown;
  /** In the main thread: the state a shard's copy took for the page. */
  putPage(sourcePath: string, state: unknown): void;
}

// A global symbol: a site config imports docsgen's public entry, which may be another copy of this
// module than the one the build runs (the tests run sources against a compiled config).
const SHARDED = Symbol.for('docsgen.shardedPart');

/** Marks a built-in plugin as one whose per-page work can run in a shard. */
export function withShardedPart<P extends DocsgenPlugin>(plugin: P, part: ShardedPart): P {
  Object.defineProperty(plugin, SHARDED, { value: part, enumerable: false });
  return plugin;
}

export function shardedPart(plugin: DocsgenPlugin): ShardedPart | undefined {
  return (plugin as { [SHARDED]?: ShardedPart })[SHARDED];
}

/**
 * Whether every plugin of the site can run its page work in shards: built-in ones, and plugins
 * with none of the hooks that see pages (Markdown plugins, `transformDoc`, `contentLoaded`). A site
 * plugin with any of these builds its pages in the main thread, where it sees every tree.
 */
export function pluginsShardable(plugins: readonly DocsgenPlugin[]): boolean {
  return plugins.every(
    (plugin) => shardedPart(plugin) !== undefined || (!plugin.remarkPlugins?.length && !plugin.rehypePlugins?.length && !plugin.transformDoc && !plugin.contentLoaded),
  );
}
