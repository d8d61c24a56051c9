import { useBaseUrlUtils, type PageData, type SiteData } from 'docsgen/theme';

interface DocVersionBannerProps {
  site: SiteData;
  page: PageData;
}

/**
 * Over a page of unreleased docs (the current version) or of a version no longer maintained: says
 * so, and links the same page in the latest version (its first page when it has no such page).
 */
export function DocVersionBanner({ site, page }: DocVersionBannerProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const version = page.version;
  if (!version || version.banner === 'none') return null;
  const latest = site.docsVersions?.find((candidate) => candidate.instance === version.instance && candidate.isLast);
  if (!latest) return null;
  const href = version.alternates[latest.name] ?? latest.mainDoc;
  return (
    <div className={`doc-version-banner doc-version-banner--${version.banner} theme-doc-version-banner`} role="note">
      <p>
        {version.banner === 'unreleased' ? (
          <>
            You are reading unreleased documentation of {site.title} (<strong>{version.label}</strong>).
          </>
        ) : (
          <>
            You are reading documentation of {site.title} <strong>{version.label}</strong>, a version that is no longer maintained.
          </>
        )}
      </p>
      <p>
        For the current documentation, see{' '}
        <a className="doc-version-banner__link" href={withBaseUrl(href)}>
          this page in the latest version ({latest.label})
        </a>
        .
      </p>
    </div>
  );
}
