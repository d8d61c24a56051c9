import path from 'node:path';
import type { ConfigValues } from './configValues.js';
import { cachePaths } from './cachePaths.js';
import { withBase } from '../shared/paths.js';
import { basePrefix } from './resolveConfig.js';
import { translateThemeConfig } from './translateThemeConfig.js';
import { translateBlogOptions } from './translateBlogOptions.js';
import { withLocaleFolders } from './localeFolders.js';
import { readCodeTranslations } from './codeTranslations.js';
import { docusaurusI18n } from './docusaurusI18n.js';
import { themeMessagesOf } from '../shared/themeMessages.js';

/**
 * The config of one locale's build: the same site, with that locale current and published at its
 * base (`/fr/`: its pages, search files and assets are under it), its caches in a folder of its own
 * (the default locale keeps the site's). Every stage then runs as for any site: a locale is a
 * parameter of the config the sources read their files by, not a pipeline of its own.
 */
export function forLocale<C extends ConfigValues>(config: C, locale: string): C {
  const { i18n } = config;
  if (locale === i18n.currentLocale) return config;
  const { url, baseUrl } = i18n.localeConfigs[locale]!;
  const siteUrl = url + basePrefix(baseUrl);
  const urls = { ...config.urls, base: baseUrl, basePrefix: basePrefix(baseUrl), siteUrl, origin: new URL(url).origin, ...(config.urls.favicon ? { favicon: { path: config.urls.favicon.path, url: withBase(baseUrl, config.urls.favicon.path) } } : {}) };
  const cacheDir = locale === i18n.defaultLocale ? config.paths.cacheDir : path.join(config.paths.cacheDir, 'locales', locale);
  const cache = { ...cachePaths(cacheDir), lastBuild: config.paths.cache.lastBuild, inputHashes: config.paths.cache.inputHashes };
  const localeI18n = { ...i18n, currentLocale: locale, codeTranslations: readCodeTranslations(i18n, locale) };
  return translateBlogOptions(translateThemeConfig(
    withLocaleFolders({
      ...config,
      i18n: localeI18n,
      urls,
      paths: { ...config.paths, cacheDir, cache, generatedDir: cache.generated },
      docusaurusSiteConfig: { ...config.docusaurusSiteConfig, url: urls.origin, baseUrl },
      docusaurusI18n: docusaurusI18n(localeI18n),
      themeMessages: themeMessagesOf(localeI18n.codeTranslations),
    }),
  ));
}

/**
 * The locales a build makes, the default first (the others are written into its folder):
 * `--locale` names one (published at the base) or several; none: every locale of the config.
 */
export function localesToBuild(config: Pick<ConfigValues, 'i18n' | 'configName'>, asked: readonly string[] | undefined): string[] {
  const { defaultLocale, locales } = config.i18n;
  const chosen = asked && asked.length > 0 ? asked : locales;
  return chosen.includes(defaultLocale) ? [defaultLocale, ...chosen.filter((locale) => locale !== defaultLocale)] : [...chosen];
}
