import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { isMultilingual } from '../config/resolveI18n.js';

/**
 * Where the locale being built keeps its translation of a content plugin's files, as Docusaurus
 * lays them out: `i18n/<locale>/<plugin folder>/` (`docusaurus-plugin-content-docs/current`,
 * `…-docs/version-1.0`, `docusaurus-plugin-content-blog`, `docusaurus-plugin-content-pages`).
 * None for a site in one language.
 */
export function localizedDir(config: Pick<ConfigValues, 'i18n'>, pluginFolder: string): string | undefined {
  const { i18n } = config;
  if (!isMultilingual(i18n)) return undefined;
  return path.join(i18n.dir, i18n.localeConfigs[i18n.currentLocale]!.path, pluginFolder);
}

/** A docs version's folder in a locale's translations: `current`, `version-<name>`; another docs instance's plugin folder is `…-docs-<id>`. */
export function docsPluginFolder(instanceId: string, versionName: string): string {
  const plugin = instanceId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${instanceId}`;
  return path.join(plugin, versionName === 'current' ? 'current' : `version-${versionName}`);
}

/**
 * Each file of a source, or its translation where the locale has one (the same path below the
 * translations' folder `to`): an untranslated page is the default locale's. `originalOf` gives the
 * file a page was found as (its id and route are that file's).
 */
export function withTranslations(files: readonly string[], from: string, to: string | undefined): { files: string[]; originalOf: (file: string) => string; aliases?: Map<string, string> } {
  if (to === undefined || !existsSync(to)) return { files: [...files], originalOf: (file) => file };
  const original = new Map<string, string>();
  // A Markdown link names a page by its file in either folder (as Docusaurus resolves them): the other path is an alias of the page.
  const aliases = new Map<string, string>();
  const chosen = files.map((file) => {
    const translated = path.join(to, path.relative(from, file));
    if (!existsSync(translated)) {
      aliases.set(translated, file);
      return file;
    }
    original.set(translated, file);
    aliases.set(file, translated);
    return translated;
  });
  return { files: chosen, originalOf: (file) => original.get(file) ?? file, aliases };
}
