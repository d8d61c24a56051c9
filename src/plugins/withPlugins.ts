import type { LoadedConfig } from '../config/configValues.js';
import type { BuiltInEntry, DocusaurusPluginEntry, PluginEntry } from '../config/schema.js';
import { docusaurusPlugin } from './docusaurusPlugin.js';
import { ConfigError } from '../util/errors.js';
import type { ConfigWithPlugins } from './siteConfig.js';
import type { DocsgenPlugin } from './types.js';

const LIST_HOOKS = ['remarkPlugins', 'rehypePlugins'] as const;
const FUNCTION_HOOKS = ['transformDoc', 'loadContent', 'contentLoaded', 'postBuild'] as const;

/** docsgen's own plugins: each factory by the name of the plugin it makes, and the names every site has. */
export interface BuiltInPlugins {
  factories: Record<string, (options: never) => DocsgenPlugin>;
  always: readonly string[];
}

/**
 * plugins stage, first step: the config's plugin entries (objects with a name, as the config
 * stage checked them) checked against the plugin contract, an entry naming a built-in plugin
 * (BuiltInEntry) made by its factory, a Docusaurus config's plugin made into one docsgen runs
 * (DocusaurusPluginEntry, see docusaurusPlugin), then each built-in every site has that the site did not
 * list itself: a site that lists `images({...})` sets its options, and that one is used.
 */
export function withPlugins(config: LoadedConfig, builtIns: BuiltInPlugins): ConfigWithPlugins {
  const { pluginEntries, ...values } = config;
  const plugins = pluginEntries.map((entry) =>
    'builtInOptions' in entry ? makeBuiltIn(entry as BuiltInEntry, builtIns, config.configName) : 'docusaurusPlugin' in entry ? docusaurusPlugin(entry as DocusaurusPluginEntry) : checkPlugin(entry, config.configName),
  );
  const missing = builtIns.always.filter((name) => !plugins.some((plugin) => plugin.name === name)).map((name) => builtIns.factories[name]!({} as never));
  return { ...values, plugins: [...plugins, ...missing] };
}

function makeBuiltIn(entry: BuiltInEntry, builtIns: BuiltInPlugins, configName: string): DocsgenPlugin {
  const factory = builtIns.factories[entry.name];
  if (!factory) throw new ConfigError(`${configName}: plugins: "${entry.name}" is not one of docsgen's plugins (${Object.keys(builtIns.factories).join(', ')})`);
  return factory(entry.builtInOptions as never);
}

function checkPlugin(entry: PluginEntry, configName: string): DocsgenPlugin {
  const bad = (key: string, what: string) => new ConfigError(`${configName}: plugins: "${entry.name}".${key} must be ${what}`);
  for (const key of LIST_HOOKS) if (entry[key] !== undefined && !Array.isArray(entry[key])) throw bad(key, 'a list of remark/rehype plugins');
  for (const key of FUNCTION_HOOKS) if (entry[key] !== undefined && typeof entry[key] !== 'function') throw bad(key, 'a function');
  return entry as unknown as DocsgenPlugin;
}
