import { DocCard } from './DocCard.js';
import { filterDocCardListItems, useCurrentSidebarCategory } from '../docusaurus/docsSidebar.js';
import type { DocusaurusSidebarItem } from '../docusaurus/siteContext.js';

export interface DocCardListProps {
  /** The items to show; without them, the items of the sidebar category whose page this is. */
  items?: DocusaurusSidebarItem[];
  className?: string;
}

/** `@theme/DocCardList`: a card for each item that leads somewhere (see DocCard). */
export function DocCardList({ items, className }: DocCardListProps) {
  return items ? <Cards items={items} className={className} /> : <CurrentCategoryCards className={className} />;
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <Cards items={useCurrentSidebarCategory().items} className={className} />;
}

function Cards({ items, className }: { items: DocusaurusSidebarItem[]; className?: string }) {
  return (
    <ul className={className ? `cards ${className}` : 'cards'}>
      {filterDocCardListItems(items).map((item, index) => (
        <li key={index} className="card">
          <DocCard item={item} />
        </li>
      ))}
    </ul>
  );
}
