import path from 'node:path';
import { readTranslationFile, type Messages } from './translationFile.js';
import { themeTranslations } from './themeTranslations/themeTranslations.js';

/** Where a site's locales keep their translations (see SiteI18n). */
type LocaleFolders = { dir: string; localeConfigs: Record<string, { path: string }>; currentLocale: string };

/** A locale's code translations file: `i18n/<path>/code.json`, as Docusaurus's `write-translations` writes it. */
export function codeTranslationsFile(i18n: LocaleFolders, locale = i18n.currentLocale): string {
  return path.join(i18n.dir, i18n.localeConfigs[locale]!.path, 'code.json');
}

/**
 * The code translations of `locale` by id (see SiteI18n.codeTranslations): the theme's words in the
 * locale (docsgen's tables, as Docusaurus's theme brings its own), the site's code.json over them.
 */
export function readCodeTranslations(i18n: LocaleFolders, locale: string): Messages {
  return { ...themeTranslations(locale), ...readTranslationFile(codeTranslationsFile(i18n, locale)) };
}
