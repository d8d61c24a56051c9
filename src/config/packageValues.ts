import type { ConfigValues } from './configValues.js';
import { installedPackages } from '../util/cachedBuild.js';

/**
 * What the config takes from outside its own files (`configInputs`, which the caches hash): the
 * packages it imports code or values from (a remark or rehype plugin, a Docusaurus plugin, a
 * client module), known by the site's installed packages (installedPackages: an install that adds,
 * removes or upgrades one changes them), and its Prism themes, which a config takes from a
 * package (`import { themes } from 'prism-react-renderer'`, or Docusaurus's palenight found
 * installed beside it), hashed as they resolved (a theme patched inside node_modules counts too).
 * Part of the up-to-date check and of the processed pages' cache salt: with another, cached pages
 * and the last build are out of date.
 */
export function packageValuesKey(config: Pick<ConfigValues, 'theme' | 'rootDir'>): string {
  return JSON.stringify([config.theme?.prism ?? null, installedPackages(config.rootDir)]);
}
