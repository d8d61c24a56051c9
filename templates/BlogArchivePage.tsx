import { useBaseUrlUtils, useThemeLocale, type PageProps } from 'docsgen/theme';
import { formatPostDate } from './formatPostDate.js';

/** Every listed post by year, newest first. */
export default function BlogArchivePage({ page }: PageProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const locale = useThemeLocale();
  return (
    <div className="blog-archive">
      <header className="blog-archive__hero">
        <h1 tabIndex={-1}>{page.title}</h1>
      </header>
      <div className="blog-archive__years">
        {(page.blog?.years ?? []).map(({ year, posts }) => (
          <section key={year}>
            <h2>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.href}>
                  <a href={withBaseUrl(post.href)}>
                    {formatPostDate(post.date, locale)} - {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
