import { fillMessage, useThemeMessage, type PageVersion } from 'docsgen/theme';

/** "Version: 1.0" over a doc's title, when its version shows a badge (a site with more than one version). */
export function DocVersionBadge({ version }: { version: PageVersion | undefined }) {
  const badge = useThemeMessage('theme.docs.versionBadge.label');
  if (!version?.badge) return null;
  return <span className="doc-version-badge theme-doc-version-badge">{fillMessage(badge, { versionLabel: version.label })}</span>;
}
