import type { SiteI18n } from './resolveI18n.js';
import { labelOf, withLabel } from './localeLabel.js';

/**
 * The site's locales as `useDocusaurusContext().i18n` gives them to a site's code (the shape of
 * siteContext's DocusaurusI18n): made once by the config stage for each locale's config
 * (ConfigValues.docusaurusI18n), which pages as they are built and islands in the browser read.
 */
export function docusaurusI18n(i18n: SiteI18n) {
  // A label not worked out yet is passed on unread (labelOf): reading it may ask the runtime for the language's name.
  // A label the config sets is passed as the string, so a worker gets it as it is.
  const localeConfigs = Object.fromEntries(Object.entries(i18n.localeConfigs).map(([locale, config]) => [locale, withLabel({ direction: config.direction, htmlLang: config.htmlLang, calendar: config.calendar, path: config.path }, labelOf(config))]));
  return { defaultLocale: i18n.defaultLocale, currentLocale: i18n.currentLocale, locales: [...i18n.locales], localeConfigs };
}
