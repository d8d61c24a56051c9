import { useDocusaurusSite } from './siteContext.js';

/** `siteConfig` (title, tagline, url, baseUrl, customFields…), with English as the one locale. */
export default function useDocusaurusContext() {
  const { siteConfig, globalData = {} } = useDocusaurusSite();
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {}, siteVersion: undefined },
    globalData,
    i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } } },
    codeTranslations: {},
  };
}
