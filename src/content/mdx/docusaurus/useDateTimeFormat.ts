import useDocusaurusContext from './useDocusaurusContext.js';

/**
 * `useDateTimeFormat` of `@docusaurus/theme-common/internal`: an `Intl.DateTimeFormat` in the locale
 * being built, with that locale's calendar (`i18n.localeConfigs`), the options given applied over it.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useDocusaurusContext();
  const calendar = (i18n.localeConfigs[i18n.currentLocale] as { calendar?: string } | undefined)?.calendar;
  return new Intl.DateTimeFormat(i18n.currentLocale, { ...(calendar ? { calendar } : {}), ...options });
}
