import { useBaseUrlUtils, type BlogPageData } from 'docsgen/theme';

export type BlogSidebarItem = NonNullable<BlogPageData['sidebar']>['items'][number];

interface BlogSidebarContentProps {
  items: BlogSidebarItem[];
  /** The page being read, marked in the list. */
  current: string;
  /** In the phone menu: Docusaurus's menu names beside docsgen's (`menu__list` of `menu__list-item` > `menu__link`, `--active`), as its docs sidebar there. */
  menu?: boolean;
}

/** Consecutive items of one year together (items are newest first); one group of all when they carry no year. */
function byYear(items: BlogSidebarItem[]): { year?: string; items: BlogSidebarItem[] }[] {
  const groups: { year?: string; items: BlogSidebarItem[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.year === item.year) last.items.push(item);
    else groups.push({ ...(item.year ? { year: item.year } : {}), items: [item] });
  }
  return groups;
}

/** The list of recent posts, under a heading per year when the items carry one. */
export function BlogSidebarContent({ items, current, menu = false }: BlogSidebarContentProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const link = menu ? 'blog-sidebar__link menu__link' : 'blog-sidebar__link';
  const list = (group: BlogSidebarItem[]) => (
    <ul className={menu ? 'blog-sidebar__list menu__list' : 'blog-sidebar__list'}>
      {group.map((item) => (
        <li key={item.href} className={menu ? 'menu__list-item' : undefined}>
          <a className={item.href === current ? `${link} blog-sidebar__link--active${menu ? ' menu__link--active' : ''}` : link} href={withBaseUrl(item.href)} aria-current={item.href === current ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
  if (!items.some((item) => item.year)) return list(items);
  return (
    <>
      {byYear(items).map((group) => (
        <div key={group.year} role="group" aria-labelledby={`blog-sidebar-year-${group.year}`}>
          <h3 className="blog-sidebar__year" id={`blog-sidebar-year-${group.year}`}>
            {group.year}
          </h3>
          {list(group.items)}
        </div>
      ))}
    </>
  );
}
