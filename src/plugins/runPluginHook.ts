import { pluginFailure } from '../util/errors.js';
import type { DocsgenPlugin } from './types.js';

/** The plugin methods a run calls once for every plugin, each with one context. */
export type PluginHook = 'loadContent' | 'contentLoaded' | 'postBuild';

/** What `hook` is handed. */
export type PluginHookContext<H extends PluginHook> = Parameters<NonNullable<DocsgenPlugin[H]>>[0];

/**
 * plugins stage: every plugin's `hook`, in config order, one after another, each with `context`
 * (or the context made for it, when it is a function of the plugin). A plugin that throws ends the
 * run: a docsgen error it throws as it is, anything else named after the plugin and the hook
 * (pluginFailure).
 */
export async function runPluginHook<H extends PluginHook>(plugins: readonly DocsgenPlugin[], hook: H, context: PluginHookContext<H> | ((plugin: DocsgenPlugin) => PluginHookContext<H>)): Promise<void> {
  for (const plugin of plugins) {
    const method = plugin[hook] as ((this: DocsgenPlugin, context: PluginHookContext<H>) => void | Promise<void>) | undefined;
    if (!method) continue;
    try {
      await method.call(plugin, typeof context === 'function' ? context(plugin) : context);
    } catch (error) {
      throw pluginFailure(error, plugin.name, hook);
    }
  }
}
