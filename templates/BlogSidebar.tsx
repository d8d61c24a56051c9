import { useBaseUrlUtils, type PageLink } from 'docsgen/theme';

interface BlogSidebarProps {
  title: string;
  items: PageLink[];
  current: string;
}

/** The recent posts (`blogSidebarCount` of them, under `blogSidebarTitle`). */
export function BlogSidebar({ title, items, current }: BlogSidebarProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar__title">{title}</div>
      <ul className="blog-sidebar__list">
        {items.map((item) => (
          <li key={item.href}>
            <a className={item.href === current ? 'blog-sidebar__link blog-sidebar__link--active' : 'blog-sidebar__link'} href={withBaseUrl(item.href)} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
