/** The formatters made so far, by locale and calendar: one is made once, not once a page. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, calendar: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}\0${calendar ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', ...(calendar ? { calendar } : {}) };
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      formatter = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date as a page's "Last updated on" shows it, in the locale being read and its calendar, as
 * Docusaurus's theme does: day, short month and year (`Nov 27, 2026`, `27 nov. 2026`), in UTC so a
 * page reads the same wherever it is built or read. A locale the runtime does not know reads as English.
 */
export function formatDate(iso: string, locale = 'en', calendar?: string): string {
  return formatterOf(locale, calendar).format(new Date(iso));
}
