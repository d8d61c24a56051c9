import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/formatDate.js';

describe('formatDate: a page\'s last update in the locale and its calendar, in UTC (as Docusaurus shows it)', () => {
  const cases: [locale: string | undefined, calendar: string | undefined, expected: string][] = [
    [undefined, undefined, 'Nov 27, 2026'],
    ['en', undefined, 'Nov 27, 2026'],
    ['fr', undefined, '27 nov. 2026'],
    ['de', undefined, '27. Nov. 2026'],
    ['ja', undefined, '2026年11月27日'],
    ['ko', undefined, '2026년 11월 27일'],
    ['fa', 'persian', '۶ آذر ۱۴۰۵'],
    // A locale name the runtime rejects: English, not an error.
    ['not a locale!', undefined, 'Nov 27, 2026'],
  ];
  for (const [locale, calendar, expected] of cases) {
    it(`${locale ?? 'default'}${calendar ? ` (${calendar})` : ''}: ${expected}`, () => expect(formatDate('2026-11-27T23:30:00Z', locale, calendar)).toBe(expected));
  }
});
