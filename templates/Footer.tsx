import { useBaseUrlUtils, type NavLink, type SiteData } from 'docsgen/theme';
import { ExternalIcon } from './Icons.js';

interface FooterProps {
  footer: SiteData['footer'];
}

/** The footer from the config's `footer`: link columns, a logo, the copyright line; nothing when the config has none. */
export function Footer({ footer }: FooterProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (!footer) return null;
  const { copyright, copyrightHref, copyrightLinkText, columns, logo } = footer;
  const at = copyrightLinkText ? copyright.indexOf(copyrightLinkText) : -1;
  return (
    <footer className={`footer footer--${footer.style}`}>
      {columns && columns.length > 0 ? (
        <div className="footer__links">
          {columns.map((column, i) => (
            <div className="footer__col" key={column.title ?? i}>
              {column.title ? <div className="footer__title">{column.title}</div> : null}
              <ul className="footer__items">
                {column.links.map((link, j) =>
                  'html' in link ? (
                    // The config's own HTML, shown as written (as Docusaurus does).
                    <li key={j} className="footer__item" dangerouslySetInnerHTML={{ __html: link.html }} />
                  ) : (
                    <li key={link.label + link.href}>
                      <FooterLink link={link} />
                    </li>
                  ),
                )}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {/* Logo and copyright, centred under the columns (as Docusaurus's footer__bottom). */}
      <div className="footer__bottom">
        {logo ? (
          <div className="footer__logo">
            {logo.href ? (
              <a href={withBaseUrl(logo.href)}>
                <img src={withBaseUrl(logo.src)} alt={logo.alt} />
              </a>
            ) : (
              <img src={withBaseUrl(logo.src)} alt={logo.alt} />
            )}
          </div>
        ) : null}
        {footer.copyrightHtml !== undefined ? (
          // The site's own config HTML, as Docusaurus shows it (a div: it may hold paragraphs).
          <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyrightHtml }} />
        ) : (
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
        )}
      </div>
    </footer>
  );
}

function FooterLink({ link }: { link: NavLink }) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (!link.external && !link.newTab) return <a href={withBaseUrl(link.href, { fullLoad: link.fullLoad })} data-full-load={link.fullLoad ? '' : undefined}>{link.label}</a>;
  // An outside link, or a site path opened in a new tab (Docusaurus's `pathname:///x`).
  return (
    <a href={link.external ? link.href : withBaseUrl(link.href, { fullLoad: link.fullLoad })} target="_blank" rel="noopener noreferrer" data-full-load={link.fullLoad ? '' : undefined}>
      {link.label}
      {link.externalIcon !== false ? <ExternalIcon className="icon-external iconExternalLink" /> : null}
    </a>
  );
}
