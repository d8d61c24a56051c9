import { useThemeMessage } from 'docsgen/theme';
import { BlogSidebarContent, type BlogSidebarItem } from './BlogSidebarContent.js';

interface BlogSidebarProps {
  title: string;
  items: BlogSidebarItem[];
  current: string;
}

/** The recent posts (`blogSidebarCount` of them, under `blogSidebarTitle`), under a heading per year unless `sidebarGroupByYear` is off. */
export function BlogSidebar({ title, items, current }: BlogSidebarProps) {
  return (
    <nav className="blog-sidebar" aria-label={useThemeMessage('theme.blog.sidebar.navAriaLabel')}>
      <div className="blog-sidebar__title">{title}</div>
      <BlogSidebarContent items={items} current={current} />
    </nav>
  );
}
