import { describe, expect, it } from 'vitest';
import { categoriesSource } from '../../../src/routes/sources/categoriesSource.js';
import { themeTranslations } from '../../../src/config/themeTranslations/themeTranslations.js';
import type { RouteContext } from '../../../src/routes/pageSource.js';
import type { SidebarEntry } from '../../../src/shared/types.js';

/** A category of `n` pages, without a description of its own. */
const category = (label: string, n: number): SidebarEntry => ({
  type: 'category',
  label,
  href: `/docs/category/${label.toLowerCase()}`,
  collapsed: true,
  collapsible: true,
  items: Array.from({ length: n }, (_, i) => ({ type: 'doc', id: `${label}/${i}`, label: `${label} ${i}`, href: `/docs/${label}/${i}` }) as unknown as SidebarEntry),
});

/** The cards' lines of a generated index holding categories of 1, 2, 3, 5, 21 and 0 pages, in `locale` with these code translations. */
function lines(locale: string, codeTranslations: Record<string, string>, htmlLang = locale): string[] {
  const items = [1, 2, 3, 5, 21, 0].map((n) => category(`C${n}`, n));
  const context = {
    config: { i18n: { currentLocale: locale, localeConfigs: { [locale]: { htmlLang } }, codeTranslations } },
    content: { docs: [] },
    navigation: new Map(),
    generatedIndexes: [{ path: '/docs/category/all', label: 'All', category: { type: 'category', label: 'All', items, collapsed: true, collapsible: true } }],
  } as unknown as RouteContext;
  return categoriesSource.routes(context)[0]!.cards!.map((card) => card.description);
}

describe("a category card's number of items (Docusaurus's theme.docs.DocCard.categoryDescription.plurals)", () => {
  it('in English: one item, else the count', () => {
    expect(lines('en', {})).toEqual(['1 item', '2 items', '3 items', '5 items', '21 items', '0 items']);
  });

  it("in the locale's words and plural forms (Intl.PluralRules: Russian one/few/many, Polish, Arabic's six, Japanese's one)", () => {
    expect(lines('ru', themeTranslations('ru'))).toEqual(['1 элемент', '2 элемента', '3 элемента', '5 элементов', '21 элемент', '0 элементов']);
    expect(lines('pl', themeTranslations('pl'))).toEqual(['1 element', '2 elementy', '3 elementy', '5 elementów', '21 elementów', '0 elementów']);
    expect(lines('ar', themeTranslations('ar'))).toEqual(['عنصر واحد', 'عنصران', '3 عناصر', '5 عناصر', '21 عنصرًا', 'لا عناصر']);
    expect(lines('ja', themeTranslations('ja'))).toEqual(['1 項目', '2 項目', '3 項目', '5 項目', '21 項目', '0 項目']);
    // French counts 0 as one, as Docusaurus's forms do.
    expect(lines('fr', themeTranslations('fr'))).toEqual(['1 élément', '2 éléments', '3 éléments', '5 éléments', '21 éléments', '0 élément']);
  });

  it("from the site's code.json over the table; the forms chosen by the locale's htmlLang", () => {
    const own = { ...themeTranslations('de'), 'theme.docs.DocCard.categoryDescription.plurals': 'Eine Seite|{count} Seiten' };
    expect(lines('de', own)).toEqual(['Eine Seite', '2 Seiten', '3 Seiten', '5 Seiten', '21 Seiten', '0 Seiten']);
    expect(lines('kids', themeTranslations('ru'), 'ru')).toEqual(['1 элемент', '2 элемента', '3 элемента', '5 элементов', '21 элемент', '0 элементов']);
  });
});
