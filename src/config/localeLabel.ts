/**
 * A locale's label (its name in the locale dropdown), worked out only when read. Without
 * `localeConfigs.<locale>.label` it is the language's own name from the runtime's locale data
 * (Intl.DisplayNames), and a thread's first use of that data costs some 12 ms of CPU: a site whose
 * pages never show a locale's name (one locale, no locale dropdown) does not pay it.
 */

/** A locale config as it crosses to a worker with its label not read yet (see labelsForWorker). */
type Unread<T> = Omit<T, 'label'> & { labelUnread: true };

/** The objects whose label is still to be worked out (their getter not called yet). */
const unread = new WeakSet<object>();

/**
 * `values` with `label`: the given string, or the value of `inferred` worked out the first time the
 * label is read. It is an enumerable getter, defined first as the string is: a copy (spread,
 * structured clone, JSON) reads it and lists the keys in the same order either way.
 */
export function withLabel<T extends object>(values: T, label: string | (() => string)): T & { label: string } {
  if (typeof label === 'string') return { label, ...values };
  let known: string | undefined;
  const out = Object.defineProperty({}, 'label', {
    enumerable: true,
    configurable: true,
    get: () => {
      unread.delete(out);
      return (known ??= label());
    },
  });
  unread.add(out);
  return Object.assign(out, values) as T & { label: string };
}

/** An object's label to hand on to withLabel: the string itself once known (set in the config, or read), else read when the copy's is. */
export function labelOf(entry: { label: string }): string | (() => string) {
  return unread.has(entry) ? () => entry.label : entry.label;
}

/** The language's own name (capitalised) from the runtime's locale data; the tag itself when it has none. */
export function languageLabel(tag: string, language = new Intl.Locale(tag).language): string {
  const nameOf = (candidate: string): string | undefined => {
    try {
      return new Intl.DisplayNames([candidate], { type: 'language', fallback: 'none' }).of(candidate);
    } catch {
      return undefined;
    }
  };
  const name = nameOf(tag) ?? nameOf(language) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

type Locales = { localeConfigs: Record<string, { label: string; htmlLang: string }> };
type WithLocales = { i18n: Locales; docusaurusI18n: Locales };

/**
 * A config's locales as a worker gets them: a message to a worker reads every getter, so a label
 * not read yet crosses as `labelUnread` (its htmlLang names the language), and labelsFromMain
 * makes it a label worked out when read again, in the worker.
 */
export function labelsForWorker<C extends WithLocales>(config: C): C {
  // (A stand-in config without locales, as tests make, crosses as it is.)
  const cross = <L extends Locales>(locales: L): L => {
    if (!locales?.localeConfigs || !Object.values(locales.localeConfigs).some((entry) => unread.has(entry))) return locales;
    const localeConfigs = Object.fromEntries(
      Object.entries(locales.localeConfigs).map(([locale, entry]) => {
        if (!unread.has(entry)) return [locale, entry];
        const { label: _label, ...rest } = Object.getOwnPropertyDescriptors(entry);
        return [locale, { ...Object.defineProperties({}, rest), labelUnread: true } as Unread<typeof entry>];
      }),
    );
    return { ...locales, localeConfigs };
  };
  return { ...config, i18n: cross(config.i18n), docusaurusI18n: cross(config.docusaurusI18n) };
}

/** The config a worker got from labelsForWorker, its unread labels worked out when read. */
export function labelsFromMain<C extends WithLocales>(config: C): C {
  const restore = <L extends Locales>(locales: L): L => {
    if (!locales?.localeConfigs) return locales;
    const entries = Object.entries(locales.localeConfigs as Record<string, object>);
    if (!entries.some(([, entry]) => 'labelUnread' in entry)) return locales;
    const localeConfigs = Object.fromEntries(
      entries.map(([locale, entry]) => {
        if (!('labelUnread' in entry)) return [locale, entry];
        const { labelUnread: _unread, ...rest } = entry as Unread<{ label: string; htmlLang: string }>;
        return [locale, withLabel(rest, () => languageLabel(rest.htmlLang))];
      }),
    );
    return { ...locales, localeConfigs } as L;
  };
  return { ...config, i18n: restore(config.i18n), docusaurusI18n: restore(config.docusaurusI18n) };
}
