import { categoryHolds, type SidebarCategory as Category } from 'docsgen/shared';
import { fillMessage, useBaseUrlUtils, useThemeMessage } from 'docsgen/theme';
import { useCategoryOpen } from './hooks/useCategoryOpen.js';
import { useHydrated } from './hooks/useHydrated.js';
import { MenuToggle } from './MenuToggle.js';
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
 * toggle with `aria-expanded` that opens or closes it (the label itself when it has no page). A
 * closed category renders no items, so a page's HTML holds only the labels of the categories closed
 * on it.
 */
export function SidebarCategory({ category, currentPath, stateKey, level, siblings }: SidebarCategoryProps) {
  const holdsCurrent = categoryHolds(category, currentPath);
  const [open, toggle] = useCategoryOpen(stateKey, { collapsible: category.collapsible, collapsed: category.collapsed, holdsCurrent, currentPath, ...(siblings ? { siblings } : {}) });
  const hydrated = useHydrated();
  const { withBaseUrl } = useBaseUrlUtils();
  const toggleLabel = useThemeMessage(open ? 'theme.DocSidebarItem.collapseCategoryAriaLabel' : 'theme.DocSidebarItem.expandCategoryAriaLabel');
  // Only an open category is marked (closed is how a collapsible one is drawn by default): a page
  // holds one such item for every category closed on it, 400 of them in a 10,000-page sidebar.
  const state = category.collapsible && open ? ' sidebar__category--open' : '';
  const active = category.href === currentPath;

  // Docusaurus's class names beside the theme's (see SidebarItems): a sublist link, with the caret on
  // it when the label is the toggle, active when the category holds the current page.
  const menuLink = `menu__link${category.collapsible ? ' menu__link--sublist' : ''}${category.collapsible && !category.href ? ' menu__link--sublist-caret' : ''}${holdsCurrent ? ' menu__link--active' : ''}`;
  // Every label is an <a>, as Docusaurus's: a site's CSS for `.menu__list-item-collapsible > a` draws it.
  let label;
  if (category.href) {
    label = (
      <a className={`sidebar__link sidebar__category-label${active ? ' sidebar__link--active' : ''} ${menuLink}`} href={withBaseUrl(category.href)} aria-current={active ? 'page' : undefined}>
        {category.label}
      </a>
    );
  } else if (!category.collapsible) {
    // No page and no toggle: a link without an href, which is plain text to the keyboard and to assistive technology.
    label = <a className={`sidebar__category-label ${menuLink}`}>{category.label}</a>;
  } else if (hydrated || !category.firstPage) {
    // The toggle, a link as Docusaurus draws it (MenuToggle).
    label = (
      <MenuToggle className={`sidebar__category-button ${menuLink}`} open={open} onToggle={toggle}>
        {category.label}
      </MenuToggle>
    );
  } else {
    // Before hydration (and without JavaScript) the label leads to the category's first page, where it is open.
    label = (
      <a className={`sidebar__category-button ${menuLink}`} href={withBaseUrl(category.firstPage)}>
        {category.label}
      </a>
    );
  }
  const collapsed = category.collapsible && !open ? ' menu__list-item--collapsed' : '';

  return (
    <li className={`sidebar__category${state} theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item${collapsed}${category.className ? ` ${category.className}` : ''}`}>
      {/* The row of the category whose own page is being read is marked, as Docusaurus marks it. */}
      <div className={`sidebar__category-row menu__list-item-collapsible${active ? ' menu__list-item-collapsible--active' : ''}`}>
        {label}
        {category.href && category.collapsible ? (
          <button type="button" className="sidebar__toggle menu__caret" aria-expanded={open} aria-label={String(fillMessage(toggleLabel, { label: category.label }))} onClick={toggle} />
        ) : null}
      </div>
      {open ? <SidebarItems items={category.items} gaps={category.gaps} gapHref={category.href} currentPath={currentPath} stateKey={stateKey} level={level + 1} autoCollapse={siblings !== undefined} /> : null}
    </li>
  );
}
