import type { SidebarEntry } from 'docsgen/shared';
import { useBaseUrlUtils } from 'docsgen/theme';
import { SidebarCategory } from './SidebarCategory.js';

interface SidebarItemsProps {
  items: SidebarEntry[];
  currentPath: string;
  /** Names the categories' open/closed state, which both sidebars (desktop, mobile) share. */
  stateKey: string;
  level?: number;
}

/** One level of the sidebar's link tree. */
export function SidebarItems({ items, currentPath, stateKey, level = 1 }: SidebarItemsProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <ul className={`sidebar__list sidebar__list--level-${level}`}>
      {items.map((item, index) => {
        if (item.type === 'category') {
          return <SidebarCategory key={`category:${item.label}:${index}`} category={item} currentPath={currentPath} stateKey={`${stateKey}.${index}`} level={level} />;
        }
        const active = item.href === currentPath;
        const external = !item.href.startsWith('/');
        return (
          <li key={`${item.href}:${index}`} className={`sidebar__item${item.className ? ` ${item.className}` : ''}`}>
            <a
              className={`sidebar__link${active ? ' sidebar__link--active' : ''}`}
              href={withBaseUrl(item.href)}
              aria-current={active ? 'page' : undefined}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
