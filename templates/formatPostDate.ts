/** A post date's format in each locale read (`en` is written as `en-US`), made once: building one takes longer than formatting a date. */
const formats = new Map<string, Intl.DateTimeFormat>();
const OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

function formatOf(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, OPTIONS);
    } catch {
      // A locale name Intl does not take: US English.
      format = new Intl.DateTimeFormat('en-US', OPTIONS);
    }
    formats.set(locale, format);
  }
  return format;
}

/** "August 26, 2021" (`26 août 2021` in French), as the date is written in the post (no time-zone shift), in the locale being read. */
export function formatPostDate(date: string, locale = 'en'): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(date);
  // A date Date cannot read: written as toLocaleDateString writes it ("Invalid Date"), where format would throw.
  if (Number.isNaN(day.getTime())) return day.toLocaleDateString('en-US', OPTIONS);
  return formatOf(locale).format(day);
}
