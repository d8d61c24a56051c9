import path from 'node:path';
import type { LoadedConfig } from '../config/configValues.js';
import type { PluginEntry } from '../config/schema.js';
import { ConfigError } from '../errors.js';
import type { SiteConfig } from './siteConfig.js';
import type { DocsgenPlugin } from './types.js';

const LIST_HOOKS = ['remarkPlugins', 'rehypePlugins'] as const;
const FUNCTION_HOOKS = ['transformDoc', 'contentLoaded'] as const;

/**
 * plugins stage, first step: the config's plugin entries (objects with a name, as the config
 * stage checked them) checked against the plugin contract, then each of `builtIns` (the plugins
 * every site has) the site did not list itself: a site that lists `images({...})` sets its options,
 * and that one is used.
 */
export function withPlugins(config: LoadedConfig, builtIns: readonly DocsgenPlugin[]): SiteConfig {
  const { pluginEntries, ...values } = config;
  const plugins = pluginEntries.map((entry) => checkPlugin(entry, config.configFile));
  const missing = builtIns.filter((builtIn) => !plugins.some((plugin) => plugin.name === builtIn.name));
  return { ...values, plugins: [...plugins, ...missing] };
}

function checkPlugin(entry: PluginEntry, configFile: string): DocsgenPlugin {
  const bad = (key: string, what: string) => new ConfigError(`${path.relative(process.cwd(), configFile)}: plugins: "${entry.name}".${key} must be ${what}`);
  for (const key of LIST_HOOKS) if (entry[key] !== undefined && !Array.isArray(entry[key])) throw bad(key, 'a list of remark/rehype plugins');
  for (const key of FUNCTION_HOOKS) if (entry[key] !== undefined && typeof entry[key] !== 'function') throw bad(key, 'a function');
  return entry as unknown as DocsgenPlugin;
}
