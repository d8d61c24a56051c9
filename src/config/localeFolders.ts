import path from 'node:path';
import type { SitePaths } from './resolveConfig.js';
import { isMultilingual, type SiteI18n } from './resolveI18n.js';
import type { DocsInstance } from './resolveVersions.js';

/** A docs version's folder in a locale's translations: `current`, `version-<name>`; another docs instance's plugin folder is `…-docs-<id>`. */
export function docsPluginFolder(instanceId: string, versionName: string): string {
  const plugin = instanceId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${instanceId}`;
  return path.join(plugin, versionName === 'current' ? 'current' : `version-${versionName}`);
}

/**
 * Where the locale being built keeps its translation of each content plugin's files, as Docusaurus
 * lays them out (`i18n/<locale>/<plugin folder>/`): each docs version's `translatedDir`, and the
 * blog's and the pages' (`paths.translated`). Worked out here for each locale's config (loadConfig,
 * forLocale), so no stage re-derives them from `i18n`; none for a site in one language.
 */
export function withLocaleFolders<C extends { i18n: SiteI18n; paths: SitePaths; docsInstances: DocsInstance[] }>(config: C): C {
  const { i18n } = config;
  if (!isMultilingual(i18n)) return config;
  const dir = path.join(i18n.dir, i18n.localeConfigs[i18n.currentLocale]!.path);
  return {
    ...config,
    paths: { ...config.paths, translated: { blog: path.join(dir, 'docusaurus-plugin-content-blog'), pages: path.join(dir, 'docusaurus-plugin-content-pages') } },
    docsInstances: config.docsInstances.map((instance) => ({ ...instance, versions: instance.versions.map((version) => ({ ...version, translatedDir: path.join(dir, docsPluginFolder(instance.id, version.name)) })) })),
  };
}
