import type { SidebarEntry } from 'docsgen/shared';

interface SidebarItemsProps {
  items: SidebarEntry[];
  currentPath: string;
  level?: number;
}

/** The sidebar's link tree. Categories are always expanded: the spec allows no collapsing. */
export function SidebarItems({ items, currentPath, level = 1 }: SidebarItemsProps) {
  return (
    <ul className={`sidebar__list sidebar__list--level-${level}`}>
      {items.map((item) => {
        const active = item.href === currentPath;
        const linkClass = `sidebar__link${active ? ' sidebar__link--active' : ''}`;
        if (item.type === 'link') {
          const external = !item.href.startsWith('/');
          return (
            <li key={item.href} className={`sidebar__item${item.className ? ` ${item.className}` : ''}`}>
              <a className={linkClass} href={item.href} aria-current={active ? 'page' : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {item.label}
              </a>
            </li>
          );
        }
        return (
          <li key={`category:${item.label}`} className={`sidebar__item sidebar__category sidebar__category--level-${level}`}>
            {item.href ? (
              <a className={`${linkClass} sidebar__category-label`} href={item.href} aria-current={active ? 'page' : undefined}>
                {item.label}
              </a>
            ) : (
              <span className="sidebar__category-label">{item.label}</span>
            )}
            <SidebarItems items={item.items} currentPath={currentPath} level={level + 1} />
          </li>
        );
      })}
    </ul>
  );
}
