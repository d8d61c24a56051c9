/**
 * A date as a page's "Last updated on" shows it, in the locale being read and its calendar, as
 * Docusaurus's theme does: day, short month and year (`Nov 27, 2026`, `27 nov. 2026`), in UTC so a
 * page reads the same wherever it is built or read. A locale the runtime does not know reads as English.
 */
export function formatDate(iso: string, locale = 'en', calendar?: string): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', ...(calendar ? { calendar } : {}) };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
}
