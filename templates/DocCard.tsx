import { useBaseUrlUtils, type CategoryCard } from 'docsgen/theme';

/**
 * One card of a category's index: icon and label, then the page's description or the category's
 * number of items. The same markup as an MDX page's `<DocCardList />` (src/content/mdx/components/DocCard.tsx).
 */
export function DocCard({ card }: { card: CategoryCard }) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <a className="card__link" href={withBaseUrl(card.href)}>
      <span className="card__title" title={card.label}>
        <span className="card__icon" aria-hidden="true">
          {card.icon}
        </span>
        {card.label}
      </span>
      {card.description ? (
        <span className="card__description" title={card.description}>
          {card.description}
        </span>
      ) : null}
    </a>
  );
}
