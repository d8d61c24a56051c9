import type { SiteData } from 'docsgen/theme';

interface FooterProps {
  footer: SiteData['footer'];
}

/** The footer line from the config's `footer`; nothing when the config has none. */
export function Footer({ footer }: FooterProps) {
  if (!footer) return null;
  const { copyright, copyrightHref, copyrightLinkText } = footer;
  const at = copyrightLinkText ? copyright.indexOf(copyrightLinkText) : -1;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <p className="footer__copyright">
        {at === -1 || !copyrightLinkText ? (
          copyright
        ) : (
          <>
            {copyright.slice(0, at)}
            <a href={copyrightHref} target="_blank" rel="noopener noreferrer">
              {copyrightLinkText}
            </a>
            {copyright.slice(at + copyrightLinkText.length)}
          </>
        )}
      </p>
    </footer>
  );
}
