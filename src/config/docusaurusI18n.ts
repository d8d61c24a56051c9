import type { SiteI18n } from './resolveI18n.js';

/**
 * The site's locales as `useDocusaurusContext().i18n` gives them to a site's code (the shape of
 * siteContext's DocusaurusI18n): made once by the config stage for each locale's config
 * (ConfigValues.docusaurusI18n), which pages as they are built and islands in the browser read.
 */
export function docusaurusI18n(i18n: SiteI18n) {
  const localeConfigs = Object.fromEntries(Object.entries(i18n.localeConfigs).map(([locale, { label, direction, htmlLang, calendar, path: folder }]) => [locale, { label, direction, htmlLang, calendar, path: folder }]));
  return { defaultLocale: i18n.defaultLocale, currentLocale: i18n.currentLocale, locales: [...i18n.locales], localeConfigs };
}
