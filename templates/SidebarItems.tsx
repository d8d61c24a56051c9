import type { SidebarEntry, SidebarGap } from 'docsgen/shared';
import { useBaseUrlUtils } from 'docsgen/theme';
import { SidebarCategory } from './SidebarCategory.js';

interface SidebarItemsProps {
  items: SidebarEntry[];
  /** Items a page's view of a long list leaves out (see `sidebarView`), after the kept item `after`. */
  gaps?: SidebarGap[];
  /** Where a gap leads without JavaScript: the page of the category the list belongs to. */
  gapHref?: string;
  currentPath: string;
  /** Names the categories' open/closed state, which both sidebars (desktop, mobile) share. */
  stateKey: string;
  level?: number;
  /** Opening a category closes the other categories of this list (`docs.sidebar.autoCollapseCategories`). */
  autoCollapse?: boolean;
}

/**
 * One level of the sidebar's link tree. Items carry Docusaurus's class names beside the theme's
 * (`menu__list`, `menu__list-item`, `menu__link`, `theme-doc-sidebar-item-link-level-N`): a site's
 * own stylesheet written for Docusaurus's sidebar styles this one.
 */
export function SidebarItems({ items, gaps, gapHref, currentPath, stateKey, level = 1, autoCollapse = false }: SidebarItemsProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  // The state keys of this list's categories: what opening one of them closes.
  const siblings = autoCollapse ? items.flatMap((item, index) => (item.type === 'category' ? [`${stateKey}.${index}`] : [])) : undefined;
  return (
    <ul className={`sidebar__list sidebar__list--level-${level}${level === 1 ? ' theme-doc-sidebar-menu' : ''} menu__list`}>
      {items.map((item, index) => {
        const gap = gaps?.find((g) => g.after === index);
        let entry;
        if (item.type === 'category') {
          entry = <SidebarCategory key={`category:${item.label}:${index}`} category={item} currentPath={currentPath} stateKey={`${stateKey}.${index}`} level={level} siblings={siblings} />;
        } else {
          const active = item.href === currentPath;
          const external = !item.href.startsWith('/');
          entry = (
            <li key={`${item.href}:${index}`} className={`sidebar__item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item${item.className ? ` ${item.className}` : ''}`}>
              <a
                className={`sidebar__link${active ? ' sidebar__link--active' : ''} menu__link${active ? ' menu__link--active' : ''}`}
                href={withBaseUrl(item.href)}
                aria-current={active ? 'page' : undefined}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.label}
              </a>
            </li>
          );
        }
        if (!gap) return entry;
        const text = `${gap.count} more`;
        return [
          entry,
          <li key={`gap:${index}`} className="sidebar__item sidebar__gap">
            {gapHref ? (
              <a className="sidebar__link sidebar__gap-link" href={withBaseUrl(gapHref)}>
                {text}
              </a>
            ) : (
              <span className="sidebar__gap-text">{text}</span>
            )}
          </li>,
        ];
      })}
    </ul>
  );
}
