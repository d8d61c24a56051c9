import { selectPluralForm, useThemeLocale, useThemeMessage, type PageProps } from 'docsgen/theme';
import { BlogAuthor } from './BlogAuthor.js';
import { BlogLayout } from './BlogLayout.js';

/** The authors of authors.yml (with a page or not), each with how many listed posts they wrote. */
export default function BlogAuthorsPage({ page }: PageProps) {
  const posts = useThemeMessage('theme.blog.post.plurals');
  const locale = useThemeLocale();
  return (
    <BlogLayout blog={page.blog} path={page.path}>
      <h1 tabIndex={-1}>{page.title}</h1>
      <ul className="blog-authors">
        {(page.blog?.authors ?? []).map((author) => (
          <li key={author.key ?? author.href ?? author.name}>
            <BlogAuthor author={author} />
            <span className="blog-authors__count">{selectPluralForm(posts, author.count, locale).replace('{count}', String(author.count))}</span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
