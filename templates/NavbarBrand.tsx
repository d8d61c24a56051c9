import { useBaseUrlUtils, type SiteData } from 'docsgen/theme';

/** The site's logo and title, linking home: in the navbar and at the top of the phone menu. */
export function NavbarBrand({ site }: { site: SiteData }) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <a className="navbar__brand" href={withBaseUrl('/')}>
      {site.logo ? (
        <div className="navbar__logo">
          <img src={withBaseUrl(site.logo.src)} alt={site.logo.alt} width="32" height="32" />
        </div>
      ) : null}
      <span className="navbar__title">{site.brandTitle}</span>
    </a>
  );
}
