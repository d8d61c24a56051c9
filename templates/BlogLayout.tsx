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
  return (
    <div className={blog?.sidebar ? 'blog-layout' : 'blog-layout blog-layout--no-sidebar'}>
      {blog?.sidebar ? <BlogSidebar title={blog.sidebar.title} items={blog.sidebar.items} current={path} /> : null}
      <div className="blog-main">{children}</div>
      {aside}
    </div>
  );
}
