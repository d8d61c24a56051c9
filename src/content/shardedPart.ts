import type { PagePlugin } from './pagePlugin.js';

/**
 * How a built-in plugin's per-page work (`transformDoc`) runs in a page worker (see runPages): the
 * worker makes its own copy of the plugin with the same factory and options, runs `transformDoc`
 * there, and hands the page's state back as plain data, which the main thread's copy takes in
 * before `contentLoaded`.
 */
export interface ShardedPart {
  /** The name its factory is registered under (registerPageWork); the worker calls it with `options`. */
  factory: string;
  /** Plain data (structured-cloneable). */
  options: unknown;
  /** In a page worker, after `transformDoc`: what the page left in this copy of the plugin, taken out. */
  takePage(sourcePath: string): unknown;
  /** In the main thread: the state a worker's copy took for the page. */
  putPage(sourcePath: string, state: unknown): void;
}

// A global symbol: a site config imports docsgen's public entry, which may be another copy of this
// module than the one the build runs (the tests run sources against a compiled config).
const SHARDED = Symbol.for('docsgen.shardedPart');

/** Marks a built-in plugin as one whose per-page state comes back from the page workers. */
export function withShardedPart<P extends PagePlugin>(plugin: P, part: ShardedPart): P {
  Object.defineProperty(plugin, SHARDED, { value: part, enumerable: false });
  return plugin;
}

export function shardedPart(plugin: PagePlugin): ShardedPart | undefined {
  return (plugin as { [SHARDED]?: ShardedPart })[SHARDED];
}

type PageWorkFactory = (options: never) => PagePlugin;
const factories = new Map<string, PageWorkFactory>();

/**
 * Registers a plugin factory whose page work runs in the page workers, by name: a worker makes
 * its copy of the plugin with the factory of the name its ShardedPart gives. The module that
 * defines the factory registers it as it loads (the page worker loads the built-in plugins).
 */
export function registerPageWork(name: string, factory: PageWorkFactory): void {
  factories.set(name, factory);
}

/** The factory registered under `name`, if any. */
export function pageWorkFactory(name: string): PageWorkFactory | undefined {
  return factories.get(name);
}
