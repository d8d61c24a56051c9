import { useBaseUrlUtils, type BlogPageData } from 'docsgen/theme';

type Item = NonNullable<BlogPageData['sidebar']>['items'][number];

interface BlogSidebarProps {
  title: string;
  items: Item[];
  current: string;
}

/** Consecutive items of one year together (items are newest first); one group of all when they carry no year. */
function byYear(items: Item[]): { year?: string; items: Item[] }[] {
  const groups: { year?: string; items: Item[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.year === item.year) last.items.push(item);
    else groups.push({ ...(item.year ? { year: item.year } : {}), items: [item] });
  }
  return groups;
}

/** The recent posts (`blogSidebarCount` of them, under `blogSidebarTitle`), under a heading per year unless `sidebarGroupByYear` is off. */
export function BlogSidebar({ title, items, current }: BlogSidebarProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const list = (group: Item[]) => (
    <ul className="blog-sidebar__list">
      {group.map((item) => (
        <li key={item.href}>
          <a className={item.href === current ? 'blog-sidebar__link blog-sidebar__link--active' : 'blog-sidebar__link'} href={withBaseUrl(item.href)} aria-current={item.href === current ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar__title">{title}</div>
      {items.some((item) => item.year)
        ? byYear(items).map((group) => (
            <div key={group.year} role="group" aria-labelledby={`blog-sidebar-year-${group.year}`}>
              <h3 className="blog-sidebar__year" id={`blog-sidebar-year-${group.year}`}>
                {group.year}
              </h3>
              {list(group.items)}
            </div>
          ))
        : list(items)}
    </nav>
  );
}
