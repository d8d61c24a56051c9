import type { ConfigValues } from './configValues.js';

/**
 * The config's values that may come from outside its own files (`configInputs`, which the caches
 * hash): its Prism themes, which a config takes from a package (`import { themes } from
 * 'prism-react-renderer'`, or Docusaurus's palenight found installed beside it). Hashed as they
 * resolved, so a theme changed inside node_modules only (an upgrade, a patch) makes cached pages
 * and the up-to-date check out of date.
 */
export function packageValuesKey(config: Pick<ConfigValues, 'theme'>): string {
  return JSON.stringify(config.theme?.prism ?? null);
}
