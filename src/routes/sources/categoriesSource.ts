import type { Content } from '../../content/types.js';
import type { SidebarEntry } from '../../shared/types.js';
import type { PageSource } from '../pageSource.js';
import { cardIcon } from '../../shared/cardIcon.js';
import { selectPluralForm, themeWord } from '../../shared/themeMessages.js';
import type { ConfigValues } from '../../config/configValues.js';
import type { Route } from '../types.js';

/** The docs' generated category indexes (`link: { type: 'generated-index' }`): a card for each item. */
export const categoriesSource: PageSource = {
  name: 'categories',
  kinds: ['category'],
  routes: ({ generatedIndexes, navigation, content, config }) =>
    generatedIndexes.map(
      (index): Route => ({
        path: index.path,
        kind: 'category',
        title: index.label,
        // None when the category gives none: Docusaurus's index then shows no line under its title and has no meta description.
        description: index.description,
        cards: cardsOf(index.category.items, content, config.i18n),
        ...(index.keywords ? { keywords: index.keywords } : {}),
        ...(index.image ? { image: /^https?:/.test(index.image) || index.image.startsWith('/') ? index.image : `/${index.image}` } : {}),
        ...navigation.get(index.path),
        origin: `generated index of the "${index.label}" category`,
      }),
    ),
};

/** A category's number of items in the locale's words and plural forms (its code.json's, else docsgen's table). */
function itemCount(count: number, i18n: ConfigValues['i18n']): string {
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return selectPluralForm(themeWord(i18n.codeTranslations, 'theme.docs.DocCard.categoryDescription.plurals'), count, locale).replace('{count}', String(count));
}

function cardsOf(items: SidebarEntry[], content: Content, i18n: ConfigValues['i18n']) {
  const docsByRoute = new Map(content.docs.map((d) => [d.route, d]));
  return items.map((item) => {
    const href = item.href ?? '';
    const doc = docsByRoute.get(href);
    const count = item.type === 'category' ? item.items.length : 0;
    return {
      label: item.label,
      href,
      description: (item.type === 'category' ? item.description : undefined) ?? doc?.description ?? (item.type === 'category' ? itemCount(count, i18n) : ''),
      icon: cardIcon({ type: item.type, href, ...(item.customProps ? { customProps: item.customProps } : {}) }),
    };
  });
}
