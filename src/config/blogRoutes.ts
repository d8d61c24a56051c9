import type { ConfigValues } from './configValues.js';

export type BlogConfig = NonNullable<ConfigValues['blog']>;

const trim = (value: string) => value.replace(/^\/+|\/+$/g, '');

/** The blog's routes, from its options: `/blog`, `/blog/tags/hello`, `/blog/page/2`… */
export function blogRoutes(blog: Pick<BlogConfig, 'routeBasePath' | 'tagsBasePath' | 'archiveBasePath' | 'pageBasePath' | 'authorsBasePath'>) {
  const base = trim(blog.routeBasePath) ? `/${trim(blog.routeBasePath)}` : '';
  const under = (...parts: string[]) => `${base}/${parts.map(trim).filter(Boolean).join('/')}`.replace(/\/$/, '') || '/';
  return {
    /** The first list page. */
    list: base || '/',
    post: (slug: string) => under(slug),
    page: (n: number) => (n === 1 ? base || '/' : under(blog.pageBasePath, String(n))),
    tags: under(blog.tagsBasePath),
    tag: (permalink: string, n = 1) => (n === 1 ? under(blog.tagsBasePath, permalink) : under(blog.tagsBasePath, permalink, blog.pageBasePath, String(n))),
    archive: under(blog.archiveBasePath),
    authors: under(blog.authorsBasePath),
    author: (permalink: string, n = 1) => (n === 1 ? under(blog.authorsBasePath, permalink) : under(blog.authorsBasePath, permalink, blog.pageBasePath, String(n))),
    feed: (file: string) => under(file),
  };
}
