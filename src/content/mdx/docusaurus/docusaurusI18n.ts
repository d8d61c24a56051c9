import type { SiteI18n } from '../../../config/resolveI18n.js';
import type { DocusaurusI18n } from './siteContext.js';

/** The site's locales as `useDocusaurusContext().i18n` gives them to a site's code. */
export function docusaurusI18n(i18n: SiteI18n): DocusaurusI18n {
  const localeConfigs = Object.fromEntries(Object.entries(i18n.localeConfigs).map(([locale, { label, direction, htmlLang, calendar, path: folder }]) => [locale, { label, direction, htmlLang, calendar, path: folder }]));
  return { defaultLocale: i18n.defaultLocale, currentLocale: i18n.currentLocale, locales: [...i18n.locales], localeConfigs };
}
