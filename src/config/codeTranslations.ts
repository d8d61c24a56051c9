import path from 'node:path';
import type { SiteI18n } from './resolveI18n.js';
import { readTranslationFile, type Messages } from './translationFile.js';
import type { DocusaurusI18n } from '../content/mdx/docusaurus/siteContext.js';

/** A locale's code translations file: `i18n/<path>/code.json`, as Docusaurus's `write-translations` writes it. */
export function codeTranslationsFile(i18n: Pick<SiteI18n, 'dir' | 'localeConfigs' | 'currentLocale'>, locale = i18n.currentLocale): string {
  return path.join(i18n.dir, i18n.localeConfigs[locale]!.path, 'code.json');
}

/** The code translations of `locale` by id (see SiteI18n.codeTranslations); empty without the file. */
export function readCodeTranslations(i18n: Pick<SiteI18n, 'dir' | 'localeConfigs' | 'currentLocale'>, locale: string): Messages {
  return readTranslationFile(codeTranslationsFile(i18n, locale)) ?? {};
}

/** The site's locales as `useDocusaurusContext().i18n` gives them to a site's code. */
export function docusaurusI18n(i18n: SiteI18n): DocusaurusI18n {
  const localeConfigs = Object.fromEntries(Object.entries(i18n.localeConfigs).map(([locale, { label, direction, htmlLang, calendar, path: folder }]) => [locale, { label, direction, htmlLang, calendar, path: folder }]));
  return { defaultLocale: i18n.defaultLocale, currentLocale: i18n.currentLocale, locales: [...i18n.locales], localeConfigs };
}
