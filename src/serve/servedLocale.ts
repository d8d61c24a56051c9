import { forLocale } from '../config/forLocale.js';
import type { SiteConfig } from '../plugins/siteConfig.js';
import { UsageError } from '../util/errors.js';

/**
 * The config the dev server builds: one locale at a time, as Docusaurus's `start` serves them, the
 * default locale unless `--locale` names another, which is served under its own base (`/fr/`,
 * where its pages are published) with its translations. A locale the site does not have is an
 * error naming the site's.
 */
export function servedLocale(config: SiteConfig, locale: string | undefined): SiteConfig {
  if (locale === undefined) return config;
  const { locales } = config.i18n;
  if (!locales.includes(locale)) throw new UsageError(`--locale ${locale}: not one of the site's locales (${config.configName}: i18n.locales is ${locales.join(', ')})`);
  return forLocale(config, locale);
}
