import { pluginFailure } from '../util/errors.js';
import type { PluginContext } from './types.js';
import type { DocsgenPlugin } from './types.js';

/** plugins stage: every plugin's `contentLoaded`, in config order, once content and routes are known. */
export async function runContentLoaded(plugins: readonly DocsgenPlugin[], context: PluginContext): Promise<void> {
  for (const plugin of plugins) {
    try {
      await plugin.contentLoaded?.(context);
    } catch (error) {
      throw pluginFailure(error, plugin.name, 'contentLoaded');
    }
  }
}
