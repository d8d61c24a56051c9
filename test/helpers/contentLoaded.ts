import type { DocsgenPlugin, PluginContext } from '../../src/plugins/types.js';

/**
 * A plugin's `contentLoaded` as a build runs it: the hook, then the work it handed
 * `whileRendering` (which a build runs while the pages render), to its end.
 */
export async function contentLoaded(plugin: DocsgenPlugin, context: Omit<PluginContext, 'whileRendering'>): Promise<void> {
  const works: (() => Promise<unknown>)[] = [];
  await plugin.contentLoaded!({ ...context, whileRendering: (work) => void works.push(work) });
  for (const work of works) await work();
}
