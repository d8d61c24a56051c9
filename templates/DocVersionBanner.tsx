import { fillMessage, useBaseUrlUtils, useThemeMessage, type PageData, type SiteData } from 'docsgen/theme';

interface DocVersionBannerProps {
  site: SiteData;
  page: PageData;
}

/**
 * Over a page of unreleased docs (the current version) or of a version no longer maintained: says
 * so, and links the same page in the latest version (its first page when it has no such page).
 * Docusaurus's markup and class names (Infima's warning alert), which a Docusaurus site's CSS may select.
 */
export function DocVersionBanner({ site, page }: DocVersionBannerProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const unreleased = useThemeMessage('theme.docs.versions.unreleasedVersionLabel');
  const unmaintained = useThemeMessage('theme.docs.versions.unmaintainedVersionLabel');
  const suggestion = useThemeMessage('theme.docs.versions.latestVersionSuggestionLabel');
  const linkLabel = useThemeMessage('theme.docs.versions.latestVersionLinkLabel');
  const version = page.version;
  if (!version || version.banner === 'none') return null;
  const latest = site.docsVersions?.find((candidate) => candidate.instance === version.instance && candidate.isLast);
  if (!latest) return null;
  const href = version.alternates[latest.name] ?? latest.mainDoc;
  return (
    <div className={`doc-version-banner doc-version-banner--${version.banner} theme-doc-version-banner alert alert--warning margin-bottom--md`} role="alert">
      <div>{fillMessage(version.banner === 'unreleased' ? unreleased : unmaintained, { siteTitle: site.title, versionLabel: <b>{version.label}</b> })}</div>
      <div className="margin-top--md">
        {fillMessage(suggestion, {
          latestVersionLink: (
            <b>
              <a className="doc-version-banner__link" href={withBaseUrl(href)}>
                {fillMessage(linkLabel, { versionLabel: latest.label })}
              </a>
            </b>
          ),
          versionLabel: latest.label,
        })}
      </div>
    </div>
  );
}
