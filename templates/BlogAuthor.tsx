import { useBaseUrlUtils, type BlogAuthor as Author } from 'docsgen/theme';
import { SOCIAL_PLATFORM_NAMES, SocialIcon } from './SocialIcon.js';

interface BlogAuthorProps {
  author: Author;
  /** Bigger: an author's own page. */
  large?: boolean;
}

/** An author: picture, name (linking to the author's page, else their URL), title and social profiles (icons). */
export function BlogAuthor({ author, large = false }: BlogAuthorProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const href = author.href ? withBaseUrl(author.href) : author.url;
  const name = author.name ?? author.key ?? '';
  return (
    <div className={large ? 'blog-author blog-author--large' : 'blog-author'}>
      {author.imageURL ? <img className="blog-author__image" src={withBaseUrl(author.imageURL)} alt={name} width={large ? 64 : 40} height={large ? 64 : 40} loading="lazy" /> : null}
      <div className="blog-author__text">
        {name ? <div className="blog-author__name">{href ? <a href={href}>{name}</a> : name}</div> : null}
        {author.title ? <div className="blog-author__title">{author.title}</div> : null}
        {author.socials && Object.keys(author.socials).length > 0 ? (
          <div className="blog-author__socials">
            {Object.entries(author.socials).map(([platform, url]) => {
              const label = SOCIAL_PLATFORM_NAMES[platform.toLowerCase()] ?? platform;
              return (
                <a key={platform} href={url} rel="noopener noreferrer" target="_blank" title={label} aria-label={label}>
                  <SocialIcon platform={platform} />
                </a>
              );
            })}
          </div>
        ) : null}
      </div>
    </div>
  );
}
