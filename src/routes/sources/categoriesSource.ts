import type { Content } from '../../content/types.js';
import type { SidebarEntry } from '../../shared/types.js';
import type { PageSource } from '../pageSource.js';
import { cardIcon } from '../../shared/cardIcon.js';
import type { Route } from '../types.js';

/** The docs' generated category indexes (`link: { type: 'generated-index' }`): a card for each item. */
export const categoriesSource: PageSource = {
  name: 'categories',
  kinds: ['category'],
  routes: ({ generatedIndexes, navigation, content }) =>
    generatedIndexes.map(
      (index): Route => ({
        path: index.path,
        kind: 'category',
        title: index.label,
        // None when the category gives none: Docusaurus's index then shows no line under its title and has no meta description.
        description: index.description,
        cards: cardsOf(index.category.items, content),
        ...(index.keywords ? { keywords: index.keywords } : {}),
        ...(index.image ? { image: /^https?:/.test(index.image) || index.image.startsWith('/') ? index.image : `/${index.image}` } : {}),
        ...navigation.get(index.path),
        origin: `generated index of the "${index.label}" category`,
      }),
    ),
};

function cardsOf(items: SidebarEntry[], content: Content) {
  const docsByRoute = new Map(content.docs.map((d) => [d.route, d]));
  return items.map((item) => {
    const href = item.href ?? '';
    const doc = docsByRoute.get(href);
    const count = item.type === 'category' ? item.items.length : 0;
    return {
      label: item.label,
      href,
      description: (item.type === 'category' ? item.description : undefined) ?? doc?.description ?? (item.type === 'category' ? `${count} item${count === 1 ? '' : 's'}` : ''),
      icon: cardIcon({ type: item.type, href, ...(item.customProps ? { customProps: item.customProps } : {}) }),
    };
  });
}
