import { createHash } from 'node:crypto';
import type { PluggableList } from 'unified';
import type { ConfigValues } from '../config/configValues.js';
import type { SourcePluginLists } from '../config/schema.js';

export const MARKDOWN_PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
export type MarkdownPluginLists = Record<(typeof MARKDOWN_PLUGIN_LISTS)[number], PluggableList>;

/** The parts of the config that hold remark/rehype lists. */
export type ListsConfig = Pick<ConfigValues, 'markdown' | 'docsInstances' | 'blog' | 'pages'>;

/**
 * Which content source's lists run on a page, as Docusaurus runs each content plugin instance's
 * lists on its own files: `docs:<instance id>`, `blog`, `pages` (src/pages and the home page).
 */
export type PluginScope = `docs:${string}` | 'blog' | 'pages';

/** A page's scope from its content source's name (and its docs instance). */
export function pluginScope(sourceName: string, docsInstance: string | undefined): PluginScope | undefined {
  if (sourceName === 'docs') return `docs:${docsInstance ?? 'default'}`;
  if (sourceName === 'blog') return 'blog';
  if (sourceName === 'home' || sourceName === 'pages') return 'pages';
  return undefined;
}

function ownLists(config: ListsConfig, scope: PluginScope | undefined): SourcePluginLists {
  if (scope === undefined) return {};
  if (scope === 'blog') return config.blog ?? {};
  if (scope === 'pages') return config.pages ?? {};
  const id = scope.slice('docs:'.length);
  return (config.docsInstances ?? []).find((instance) => instance.id === id)?.markdownPlugins ?? {};
}

/** The lists that run on a page of `scope`: the config's `markdown.*`, then its source's own. */
export function pluginListsOf(config: ListsConfig, scope: PluginScope | undefined): MarkdownPluginLists {
  const own = ownLists(config, scope);
  const lists = {} as MarkdownPluginLists;
  for (const list of MARKDOWN_PLUGIN_LISTS) lists[list] = [...(config.markdown?.[list] ?? []), ...(own[list] ?? [])];
  return lists;
}

/** Whether any source has a list (the page workers then load them from the config module). */
export function hasPluginLists(config: ListsConfig): boolean {
  const owners: SourcePluginLists[] = [config.markdown ?? {}, config.blog ?? {}, config.pages ?? {}, ...(config.docsInstances ?? []).map((instance) => instance.markdownPlugins ?? {})];
  return owners.some((owner) => MARKDOWN_PLUGIN_LISTS.some((list) => (owner[list]?.length ?? 0) > 0));
}

/**
 * The config without its lists (functions do not cross to a worker, which loads them from the
 * config module itself).
 */
export function withoutPluginLists<T extends ListsConfig & { docs?: object }>(config: T): T {
  const strip = <O extends object>(owner: O): O => {
    const out = { ...owner } as Record<string, unknown>;
    for (const list of MARKDOWN_PLUGIN_LISTS) if (list in out) out[list] = [];
    return out as O;
  };
  return {
    ...config,
    markdown: strip(config.markdown),
    ...(config.docs ? { docs: strip(config.docs) } : {}),
    ...(config.blog ? { blog: strip(config.blog) } : {}),
    pages: strip(config.pages ?? {}),
    docsInstances: config.docsInstances.map((instance) => (instance.markdownPlugins ? { ...instance, markdownPlugins: {} } : instance)),
  };
}

/**
 * What the content cache keys a page of `scope` by besides its source: its lists, each plugin by
 * its name and code and its options, so that a page is processed again when the lists that run
 * on it change (the config's own text is in every key too: see createContentStage).
 */
export function pluginListsKey(config: ListsConfig, scope: PluginScope | undefined): string {
  const lists = pluginListsOf(config, scope);
  const describe = (value: unknown): unknown => (typeof value === 'function' ? `${value.name}:${createHash('sha256').update(String(value)).digest('hex').slice(0, 16)}` : value);
  const entries = MARKDOWN_PLUGIN_LISTS.map((list) => lists[list].map((entry) => (Array.isArray(entry) ? entry.map(describe) : describe(entry))));
  let text: string;
  try {
    text = JSON.stringify(entries, (_key, value: unknown) => describe(value));
  } catch {
    // Options that JSON cannot write (a cycle): the plugins alone.
    text = JSON.stringify(MARKDOWN_PLUGIN_LISTS.map((list) => lists[list].map((entry) => describe(Array.isArray(entry) ? entry[0] : entry))));
  }
  return createHash('sha256').update(text).digest('hex');
}
