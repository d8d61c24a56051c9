import { useDocusaurusSite, type DocusaurusI18n } from './siteContext.js';

const ENGLISH: DocusaurusI18n = { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } } };

/** `siteConfig` (title, tagline, url, baseUrl, customFields…), the site's locales (English alone by default) and the locale's code translations. */
export default function useDocusaurusContext() {
  const { siteConfig, globalData = {}, i18n = ENGLISH, codeTranslations } = useDocusaurusSite();
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {}, siteVersion: undefined },
    globalData,
    i18n,
    codeTranslations: codeTranslations?.messages ?? {},
  };
}
