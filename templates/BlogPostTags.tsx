import { useBaseUrlUtils, useThemeMessage, type BlogTag } from 'docsgen/theme';

interface BlogPostTagsProps {
  tags: BlogTag[];
}

/** A post's tags, each linking to its tag page. */
export function BlogPostTags({ tags }: BlogPostTagsProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const label = useThemeMessage('theme.tags.tagsListLabel');
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <b>{label}</b>
      <ul className="blog-tags__list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="blog-tag" href={withBaseUrl(tag.href)} rel="tag">
              {tag.label}
              {tag.count !== undefined ? <span className="blog-tag__count">{tag.count}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
