import { forLocale } from '../config/forLocale.js';
import { isMultilingual } from '../config/resolveI18n.js';
import { UsageError } from '../util/errors.js';
import type { SiteConfig } from '../plugins/siteConfig.js';

/**
 * The builds one `docsgen build` makes: one per locale (the default first), each with its locale's
 * config (see forLocale) and the folder of the output it is written into (`''`: the output itself;
 * `fr`: `build/fr/`, as its pages are under `/fr/`). A site in one language is one build, as before.
 * `asked` (`--locale`): those locales only; one alone is published at the site's base, as Docusaurus
 * does (a site deployed one domain per locale), and so are the links to the others.
 */
export function localeBuilds(config: SiteConfig, asked?: readonly string[]): { config: SiteConfig; folder: string }[] {
  const { i18n } = config;
  const unknown = (asked ?? []).filter((locale) => !i18n.locales.includes(locale));
  if (unknown.length > 0) throw new UsageError(`--locale ${unknown.join(', ')}: not one of the site's locales (${config.configName}: i18n.locales is ${i18n.locales.join(', ')})`);
  if (!isMultilingual(i18n) && (asked === undefined || asked.length === 0)) return [{ config, folder: '' }];
  const base = config.urls.base;
  const alone = asked?.length === 1;
  // Built alone, every locale is at the base (a base of the config's own for a locale stays).
  const localeConfigs = alone
    ? Object.fromEntries(Object.entries(i18n.localeConfigs).map(([locale, values]) => [locale, values.baseUrl === `${base}${locale}/` ? { ...values, baseUrl: base } : values]))
    : i18n.localeConfigs;
  const site = { ...config, i18n: { ...i18n, localeConfigs } };
  const chosen = asked && asked.length > 0 ? asked : i18n.locales;
  const ordered = chosen.includes(i18n.defaultLocale) ? [i18n.defaultLocale, ...chosen.filter((l) => l !== i18n.defaultLocale)] : [...chosen];
  return ordered.map((locale) => {
    const localeBase = localeConfigs[locale]!.baseUrl;
    const folder = (localeBase.startsWith(base) ? localeBase.slice(base.length) : localeBase).replace(/^\/+|\/+$/g, '');
    return { config: forLocale(site, locale), folder };
  });
}
