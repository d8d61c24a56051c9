/** "August 26, 2021" (`26 août 2021` in French), as the date is written in the post (no time-zone shift), in the locale being read. */
export function formatPostDate(date: string, locale = 'en'): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(date);
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
  try {
    return day.toLocaleDateString(locale === 'en' ? 'en-US' : locale, options);
  } catch {
    return day.toLocaleDateString('en-US', options);
  }
}
