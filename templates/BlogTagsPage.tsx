import type { PageProps } from 'docsgen/theme';
import { BlogLayout } from './BlogLayout.js';
import { BlogPostTags } from './BlogPostTags.js';

/** Every tag of the blog's listed posts, with how many posts each has. */
export default function BlogTagsPage({ page }: PageProps) {
  return (
    <BlogLayout blog={page.blog} path={page.path}>
      <h1 tabIndex={-1}>{page.title}</h1>
      <BlogPostTags tags={page.blog?.tags ?? []} />
    </BlogLayout>
  );
}
