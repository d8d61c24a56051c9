import { categoryHolds, type SidebarCategory as Category } from 'docsgen/shared';
import { useBaseUrlUtils } from 'docsgen/theme';
import { useCategoryOpen } from './hooks/useCategoryOpen.js';
import { useHydrated } from './hooks/useHydrated.js';
import { SidebarItems } from './SidebarItems.js';

interface SidebarCategoryProps {
  category: Category;
  currentPath: string;
  stateKey: string;
  level: number;
  /** With `docs.sidebar.autoCollapseCategories`: the state keys of its list's categories, which opening it closes. */
  siblings?: string[];
}

/**
 * A sidebar category: its label (a link to its own page when it has one) and, when collapsible, a
 * button with `aria-expanded` that opens or closes it. A closed category renders no items, so a
 * page's HTML holds only the labels of the categories closed on it.
 */
export function SidebarCategory({ category, currentPath, stateKey, level, siblings }: SidebarCategoryProps) {
  const holdsCurrent = categoryHolds(category, currentPath);
  const [open, toggle] = useCategoryOpen(stateKey, { collapsible: category.collapsible, collapsed: category.collapsed, holdsCurrent, currentPath, ...(siblings ? { siblings } : {}) });
  const hydrated = useHydrated();
  const { withBaseUrl } = useBaseUrlUtils();
  // Only an open category is marked (closed is how a collapsible one is drawn by default): a page
  // holds one such item for every category closed on it, 400 of them in a 10,000-page sidebar.
  const state = category.collapsible && open ? ' sidebar__category--open' : '';
  const active = category.href === currentPath;

  let label;
  if (category.href) {
    label = (
      <a className={`sidebar__link sidebar__category-label${active ? ' sidebar__link--active' : ''}`} href={withBaseUrl(category.href)} aria-current={active ? 'page' : undefined}>
        {category.label}
      </a>
    );
  } else if (!category.collapsible) {
    label = <span className="sidebar__category-label">{category.label}</span>;
  } else if (hydrated || !category.firstPage) {
    label = (
      <button type="button" className="sidebar__category-button" aria-expanded={open} onClick={toggle}>
        {category.label}
      </button>
    );
  } else {
    // Before hydration (and without JavaScript) the label leads to the category's first page, where it is open.
    label = (
      <a className="sidebar__category-button" href={withBaseUrl(category.firstPage)}>
        {category.label}
      </a>
    );
  }

  return (
    <li className={`sidebar__category${state}${category.className ? ` ${category.className}` : ''}`}>
      {category.href && category.collapsible ? (
        <div className="sidebar__category-row">
          {label}
          <button type="button" className="sidebar__toggle" aria-expanded={open} aria-label={`${category.label} (category)`} onClick={toggle} />
        </div>
      ) : (
        label
      )}
      {open ? <SidebarItems items={category.items} gaps={category.gaps} gapHref={category.href} currentPath={currentPath} stateKey={stateKey} level={level + 1} autoCollapse={siblings !== undefined} /> : null}
    </li>
  );
}
