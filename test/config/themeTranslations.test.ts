import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCodeTranslations } from '../../src/config/codeTranslations.js';
import { localeCandidates, themeTranslations } from '../../src/config/themeTranslations/themeTranslations.js';
import { ADMONITION_TITLES, BLOG_PAGE_WORDS, DETAILS_WORDS, THEME_MESSAGES } from '../../src/shared/themeMessages.js';

const ENGLISH: Record<string, string> = { ...THEME_MESSAGES, ...ADMONITION_TITLES, ...BLOG_PAGE_WORDS, ...DETAILS_WORDS };
// Each placeholder once: a plural message repeats its count in each of its forms (`{count} wpis|{count} wpisy|…`).
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{\w+\}/g)].map((m) => m[0]))].sort();

describe("themeTranslations: the theme's words in a locale, as Docusaurus's theme gives a site without code.json", () => {
  it('finds a locale under its own name, its language and region, its language and script, or its language', () => {
    expect(localeCandidates('es-ES')).toEqual(['es-ES', 'es-Latn', 'es']);
    expect(localeCandidates('zh-CN')).toEqual(['zh-CN', 'zh-Hans', 'zh']);
    expect(localeCandidates('pt')).toEqual(['pt', 'pt-BR', 'pt-Latn']);
    const cases: [locale: string, id: string, word: string][] = [
      ['fr', 'theme.docs.paginator.next', 'Suivant'],
      ['fr-CA', 'theme.docs.paginator.next', 'Suivant'],
      ['de', 'theme.common.editThisPage', 'Diese Seite bearbeiten'],
      ['es-ES', 'theme.TOCCollapsible.toggleButtonLabel', 'En esta página'],
      ['ja', 'theme.docs.paginator.previous', '前へ'],
      ['ko', 'theme.SearchBar.label', '검색'],
      ['zh-Hans', 'theme.admonition.tip', '提示'],
      ['zh-CN', 'theme.common.editThisPage', '编辑此页'],
      ['zh-TW', 'theme.common.editThisPage', '編輯此頁'],
      ['pt', 'theme.docs.paginator.next', 'Próximo'],
      ['pt-BR', 'theme.docs.paginator.next', 'Próximo'],
      ['ru', 'theme.lastUpdated.lastUpdatedAtBy', 'Последнее обновление{atDate}{byUser}'],
      ['fr', 'theme.CodeBlock.copied', 'Copié'],
      ['fr', 'theme.docs.breadcrumbs.navAriaLabel', "Fil d'Ariane"],
      ['pt-PT', 'theme.docs.paginator.next', 'Seguinte'],
      ['pt-PT', 'theme.SearchBar.loading', 'A carregar...'],
      ['ar', 'theme.CodeBlock.copy', 'نسخ'],
      ['ar-EG', 'theme.docs.paginator.next', 'التالي'],
    ];
    for (const [locale, id, word] of cases) expect([locale, themeTranslations(locale)[id]]).toEqual([locale, word]);
  });

  it('gives nothing for English, a locale without a table, or a name that is not a locale (the English words show)', () => {
    for (const locale of ['en', 'en-GB', 'sw', 'he', 'not a locale!']) expect(themeTranslations(locale)).toEqual({});
  });

  it('each table has every word the theme shows, with the placeholders of the English', () => {
    for (const locale of ['fr', 'de', 'es', 'it', 'pt-BR', 'pt-PT', 'ja', 'ko', 'zh-Hans', 'zh-Hant', 'ru', 'uk', 'pl', 'nl', 'tr', 'ar']) {
      const table = themeTranslations(locale);
      expect([locale, Object.keys(table).sort()]).toEqual([locale, Object.keys(ENGLISH).sort()]);
      for (const [id, english] of Object.entries(ENGLISH)) expect([locale, id, placeholders(table[id]!)]).toEqual([locale, id, placeholders(english)]);
    }
  });

  it('gives each plural word one form per plural category of its language, in their order (zero, one, two, few, many, other)', () => {
    const forms = (locale: string) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length;
    for (const locale of ['ru', 'uk', 'pl', 'ar', 'ja', 'ko', 'zh-Hans', 'zh-Hant']) {
      const table = themeTranslations(locale);
      for (const id of ['theme.blog.post.plurals', 'theme.blog.post.readingTime.plurals', 'theme.docs.DocCard.categoryDescription.plurals']) expect([locale, id, table[id]!.split('|').length]).toEqual([locale, id, forms(locale)]);
    }
  });

  it("reads a site's code.json over them", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-theme-words-'));
    try {
      await mkdir(path.join(dir, 'fr'));
      await writeFile(path.join(dir, 'fr', 'code.json'), JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante' }, 'site.own': 'À moi' }));
      const i18n = { dir, localeConfigs: { fr: { path: 'fr' }, de: { path: 'de' } }, currentLocale: 'fr' };
      const fr = readCodeTranslations(i18n, 'fr');
      expect([fr['theme.docs.paginator.next'], fr['theme.docs.paginator.previous'], fr['site.own']]).toEqual(['Page suivante', 'Précédent', 'À moi']);
      // No code.json: the table alone.
      expect(readCodeTranslations(i18n, 'de')['theme.docs.paginator.next']).toBe('Weiter');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
