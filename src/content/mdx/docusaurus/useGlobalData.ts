import type { GlobalData } from '../../../shared/types.js';
import { useAllDocsData } from './docsClient.js';
import { useDocusaurusSite } from './siteContext.js';

/**
 * `useGlobalData()`: what every plugin set with `setGlobalData`, by plugin name, then plugin id;
 * the docs instances are `docusaurus-plugin-content-docs`'s, by their ids, as in Docusaurus.
 */
export default function useGlobalData(): GlobalData {
  const globalData = useDocusaurusSite().globalData ?? {};
  const docs = useAllDocsData();
  if (Object.keys(docs).length === 0 || globalData[DOCS_PLUGIN]) return globalData;
  return { ...globalData, [DOCS_PLUGIN]: docs };
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * `useAllPluginInstancesData(name)`: one plugin's data, by instance id. Undefined when it set none;
 * with `{ failfast: true }` that throws, naming the plugin (as Docusaurus's does).
 */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`no global data for the plugin "${pluginName}" (it sets none with setGlobalData, or it is not in the config's plugins)`);
  return data;
}

/** `usePluginData(name, id?)`: one plugin instance's data (id `default` unless given). */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (data === undefined && options.failfast) throw new Error(`no global data for the plugin "${pluginName}" with id "${pluginId}"`);
  return data;
}
