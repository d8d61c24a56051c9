import path from 'node:path';
import { ConfigError } from '../util/errors.js';
import { normalizeBase } from './resolveConfig.js';
import type { Messages } from './translationFile.js';
import { readCodeTranslations } from './codeTranslations.js';
import { languageLabel, withLabel } from './localeLabel.js';

/** One locale as pages and the theme read it (Docusaurus's `i18n.localeConfigs[locale]`, every value filled). */
export interface LocaleConfig {
  /** Its name in the locale dropdown. */
  label: string;
  direction: 'ltr' | 'rtl';
  /** The BCP 47 tag of `<html lang>` and `hreflang`. */
  htmlLang: string;
  calendar: string;
  /** Its folder in the translations' folder (`i18n/<path>/`). */
  path: string;
  /** The origin it is published at (the site's `url` unless the locale names its own). */
  url: string;
  /** The path its pages are under: the site's base for the default locale, `<base><locale>/` for the others. */
  baseUrl: string;
}

/** The site's locales, and the one being built (`currentLocale`). */
export interface SiteI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  /** The translations' folder (`i18n/` beside the config), absolute. */
  dir: string;
  localeConfigs: Record<string, LocaleConfig>;
  /**
   * The locale being built's code translations (`i18n/<locale>/code.json`, by id; empty without the
   * file), which `<Translate>`/`translate()` and the theme's words read, as Docusaurus's.
   */
  codeTranslations: Messages;
}


type RawLocaleConfig = Partial<Omit<LocaleConfig, 'url' | 'baseUrl'>> & { url?: string | undefined; baseUrl?: string | undefined; translate?: boolean | undefined };

export interface RawI18n {
  defaultLocale: string;
  locales: string[];
  path: string;
  localeConfigs: Record<string, RawLocaleConfig>;
}

/**
 * The config's `i18n` with every locale's values filled as Docusaurus fills them: the label is the
 * language's own name, the direction the language's, `htmlLang` and `path` the locale's name. The
 * default locale is published at the site's base, the others under `<base><locale>/`; `single`
 * (`--locale x`, one locale built) publishes every locale at the base, as Docusaurus does for a
 * site deployed one domain per locale.
 */
export function resolveI18n(raw: RawI18n, site: { rootDir: string; origin: string; base: string; configName: string }, single = false): SiteI18n {
  if (!raw.locales.includes(raw.defaultLocale)) throw new ConfigError(`${site.configName}: i18n.defaultLocale "${raw.defaultLocale}" is not one of i18n.locales (${raw.locales.join(', ')})`);
  // An entry for a locale not in `locales` is left aside, as Docusaurus's loadI18n reads only the
  // listed ones (a config may narrow `locales` from the environment and keep every entry).
  const localeConfigs: Record<string, LocaleConfig> = {};
  for (const locale of raw.locales) {
    const given = raw.localeConfigs[locale] ?? {};
    const htmlLang = given.htmlLang ?? locale;
    const inferred = inferLocale(htmlLang, site.configName, locale);
    const base = given.baseUrl !== undefined ? normalizeBase(given.baseUrl) : locale === raw.defaultLocale || single ? site.base : `${site.base}${locale}/`;
    localeConfigs[locale] = withLabel(
      {
        direction: given.direction ?? inferred.direction,
        htmlLang,
        calendar: given.calendar ?? inferred.calendar,
        path: given.path ?? locale,
        url: (given.url ?? site.origin).replace(/\/+$/, ''),
        baseUrl: base,
      },
      given.label ?? (() => languageLabel(htmlLang, inferred.language)),
    );
  }
  const dir = path.resolve(site.rootDir, raw.path);
  return { defaultLocale: raw.defaultLocale, locales: [...raw.locales], currentLocale: raw.defaultLocale, dir, localeConfigs, codeTranslations: readCodeTranslations({ dir, localeConfigs, currentLocale: raw.defaultLocale }, raw.defaultLocale) };
}

/**
 * A site with more than one locale, or one other than English: its pages say their language and
 * link their translations. A site without (the default `en` alone) builds exactly as before.
 */
export function isMultilingual(i18n: Pick<SiteI18n, 'locales' | 'defaultLocale'>): boolean {
  return i18n.locales.length > 1 || i18n.defaultLocale !== 'en';
}

/** The language of a BCP 47 tag, its direction and calendar, from the runtime's locale data. */
function inferLocale(tag: string, configName: string, locale: string): { language: string; direction: 'ltr' | 'rtl'; calendar: string } {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(tag);
  } catch {
    throw new ConfigError(`${configName}: i18n: "${tag}" (locale ${locale}) is not a BCP 47 language tag (en, fr, pt-BR…): give localeConfigs.${locale}.htmlLang`);
  }
  const info = (parsed as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } }).getTextInfo?.() ?? (parsed as { textInfo?: { direction?: string } }).textInfo;
  const calendars = (parsed as Intl.Locale & { getCalendars?: () => string[]; calendars?: string[] }).getCalendars?.() ?? (parsed as { calendars?: string[] }).calendars;
  return { language: parsed.language, direction: info?.direction === 'rtl' ? 'rtl' : 'ltr', calendar: parsed.calendar ?? calendars?.[0] ?? 'gregory' };
}
