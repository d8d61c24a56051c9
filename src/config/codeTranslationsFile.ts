import path from 'node:path';

/** Where a site's locales keep their translations (see SiteI18n). */
export type LocaleFolders = { dir: string; localeConfigs: Record<string, { path: string }>; currentLocale: string };

/**
 * A locale's code translations file: `i18n/<path>/code.json`, as Docusaurus's `write-translations`
 * writes it. Apart from readCodeTranslations: a page worker names the file (a page's
 * useDocusaurusContext gives it) and needs none of the theme's translation tables, some 120 kB of
 * code in 17 languages that took about 10 ms of every worker's start.
 */
export function codeTranslationsFile(i18n: LocaleFolders, locale = i18n.currentLocale): string {
  return path.join(i18n.dir, i18n.localeConfigs[locale]!.path, 'code.json');
}
