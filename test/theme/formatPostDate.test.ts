import { describe, expect, it } from 'vitest';
import { formatPostDate } from '../../templates/formatPostDate.js';

// What the theme wrote before its formats were made once a locale: Date's own toLocaleDateString.
function written(date: string, locale: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(date);
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
  try {
    return day.toLocaleDateString(locale === 'en' ? 'en-US' : locale, options);
  } catch {
    return day.toLocaleDateString('en-US', options);
  }
}

describe('formatPostDate', () => {
  it('writes each date in each locale read, in turn, as toLocaleDateString does', () => {
    const dates = ['2021-08-26', '2018-07-29', '2021-08-26T23:30:00Z', '2020-01-01T00:30:00+02:00', 'not a date'];
    const locales = ['en', 'fr', 'de', 'ja', 'en', 'pt-BR', 'fr', 'not a locale!'];
    for (const locale of locales) for (const date of dates) expect(formatPostDate(date, locale), `${date} in ${locale}`).toBe(written(date, locale));
    expect(formatPostDate('2021-08-26')).toBe('August 26, 2021');
    expect(formatPostDate('2021-08-26', 'fr')).toBe('26 août 2021');
  });
});
