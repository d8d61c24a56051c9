import type { NavLink, PageData, SiteData } from 'docsgen/theme';

/**
 * A docs version dropdown as a plain dropdown for the page on screen: labelled with the version
 * being read, each item the same page in that version (else the version's first page). Other
 * items are returned as they are.
 */
export function versionDropdownLink(item: NavLink, site: SiteData, page: PageData): NavLink {
  if (item.versionDropdown === undefined) return item;
  const versions = (site.docsVersions ?? []).filter((version) => version.instance === item.versionDropdown);
  const own = page.version?.instance === item.versionDropdown ? page.version : undefined;
  const label = own?.label ?? versions.find((version) => version.isLast)?.label ?? item.label;
  const items = versions.map((version): NavLink => {
    const href = own ? (version.name === own.name ? page.path : (own.alternates[version.name] ?? version.mainDoc)) : version.mainDoc;
    return { label: version.label, href, external: false };
  });
  return { label, href: item.href, external: false, items };
}
