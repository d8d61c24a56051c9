import { readTranslationFile, type Messages } from './translationFile.js';
import { themeTranslations } from './themeTranslations/themeTranslations.js';
import { codeTranslationsFile, type LocaleFolders } from './codeTranslationsFile.js';

/**
 * The code translations of `locale` by id (see SiteI18n.codeTranslations): the theme's words in the
 * locale (docsgen's tables, as Docusaurus's theme brings its own), the site's code.json over them.
 */
export function readCodeTranslations(i18n: LocaleFolders, locale: string): Messages {
  return { ...themeTranslations(locale), ...readTranslationFile(codeTranslationsFile(i18n, locale)) };
}
