import { describe, expect, it } from 'vitest';
import { selectPluralForm, themeMessage, THEME_MESSAGES } from '../../src/shared/themeMessages.js';

describe('themeMessage: a word of the theme from the locale\'s words, else the English', () => {
  it('takes the given word, and the English of an id the locale does not give', () => {
    const messages = { 'theme.CodeBlock.copied': 'Copié' };
    expect(themeMessage(messages, 'theme.CodeBlock.copied')).toBe('Copié');
    expect(themeMessage(messages, 'theme.CodeBlock.copy')).toBe(THEME_MESSAGES['theme.CodeBlock.copy']);
    expect(themeMessage(undefined, 'theme.CodeBlock.copy')).toBe('Copy');
  });
});

describe('selectPluralForm: the form of a plural message a count takes in a locale', () => {
  it("picks English's one and other", () => {
    expect(selectPluralForm('One post|{count} posts', 1, 'en')).toBe('One post');
    expect(selectPluralForm('One post|{count} posts', 0, 'en')).toBe('{count} posts');
    expect(selectPluralForm('One post|{count} posts', 7, 'en')).toBe('{count} posts');
  });

  it("picks Polish's one, few, many and other in that order", () => {
    const message = '{count} wpis|{count} wpisy|{count} wpisów|{count} wpisu';
    expect([1, 3, 24, 5, 12, 1.5].map((count) => selectPluralForm(message, count, 'pl'))).toEqual(['{count} wpis', '{count} wpisy', '{count} wpisy', '{count} wpisów', '{count} wpisów', '{count} wpisu']);
  });

  it("picks Arabic's six forms, zero first", () => {
    const message = 'zero|one|two|few|many|other';
    expect([0, 1, 2, 5, 11, 100].map((count) => selectPluralForm(message, count, 'ar'))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  it('takes a lone form for every count, and with fewer forms than categories the first for one, the last otherwise', () => {
    expect(selectPluralForm('{count}件の記事', 1, 'ja')).toBe('{count}件の記事');
    // French has one, many and other: a message of two forms still reads right.
    expect(selectPluralForm('Un article|{count} articles', 1, 'fr')).toBe('Un article');
    expect(selectPluralForm('Un article|{count} articles', 1_000_000, 'fr')).toBe('{count} articles');
    expect(selectPluralForm('a|b', 2, 'not a locale!')).toBe('b');
  });
});
