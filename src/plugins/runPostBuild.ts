import { pluginFailure } from '../util/errors.js';
import type { DocsgenPlugin, PostBuildContext } from './types.js';

/** plugins stage, last step of a build: every plugin's `postBuild`, in config order, on the finished output. */
export async function runPostBuild(plugins: readonly DocsgenPlugin[], context: PostBuildContext): Promise<void> {
  for (const plugin of plugins) {
    try {
      await plugin.postBuild?.(context);
    } catch (error) {
      throw pluginFailure(error, plugin.name, 'postBuild');
    }
  }
}
