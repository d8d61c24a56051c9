import type { PageProps } from 'docsgen/theme';
import { BlogAuthor } from './BlogAuthor.js';
import { BlogLayout } from './BlogLayout.js';

/** The authors of authors.yml (with a page or not), each with how many listed posts they wrote. */
export default function BlogAuthorsPage({ page }: PageProps) {
  return (
    <BlogLayout blog={page.blog} path={page.path}>
      <h1 tabIndex={-1}>{page.title}</h1>
      <ul className="blog-authors">
        {(page.blog?.authors ?? []).map((author) => (
          <li key={author.key ?? author.href ?? author.name}>
            <BlogAuthor author={author} />
            <span className="blog-authors__count">{author.count === 1 ? '1 post' : `${author.count} posts`}</span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
