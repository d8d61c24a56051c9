import type { BlogPageData } from 'docsgen/theme';
import type { ReactNode } from 'react';
import { BlogSidebar } from './BlogSidebar.js';

interface BlogLayoutProps {
  blog: BlogPageData | undefined;
  /** The current page, marked in the sidebar. */
  path: string;
  /** Beside the main column on wide screens, after it (a post's table of contents). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A blog page: the recent-posts sidebar beside the main column (above it on a narrow screen), and its aside after it. */
export function BlogLayout({ blog, path, aside, children }: BlogLayoutProps) {
  // A blog without posts has no sidebar, as in Docusaurus (not a "Recent posts" title over nothing).
  const sidebar = blog?.sidebar?.items.length ? blog.sidebar : undefined;
  return (
    <div className={sidebar ? 'blog-layout' : 'blog-layout blog-layout--no-sidebar'}>
      {sidebar ? <BlogSidebar title={sidebar.title} items={sidebar.items} current={path} /> : null}
      <div className="blog-main">{children}</div>
      {aside}
    </div>
  );
}
