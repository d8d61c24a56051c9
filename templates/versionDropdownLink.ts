import type { NavLink, PageData, SiteData } from 'docsgen/theme';

/**
 * The version navbar items for the page on screen; other items are returned as they are.
 * - A docs version dropdown becomes a plain dropdown labelled with the version being read (else
 *   the last version), each item the same page in that version (else the version's first page),
 *   between the configured links before and after the versions.
 * - A docs version link (`docsVersion`) leads to the first page of the version being read (else
 *   the last version's), labelled with it, unless the config fixed its label or target.
 */
export function versionDropdownLink(item: NavLink, site: SiteData, page: PageData): NavLink {
  if (item.docsVersion) {
    const { instance, fixedLabel, fixedHref } = item.docsVersion;
    const versions = (site.docsVersions ?? []).filter((version) => version.instance === instance);
    const own = page.version?.instance === instance ? versions.find((version) => version.name === page.version!.name) : undefined;
    const shown = own ?? versions.find((version) => version.isLast);
    if (!shown) return item;
    return { label: fixedLabel ? item.label : shown.label, href: fixedHref ? item.href : shown.mainDoc, external: false };
  }
  if (item.versionDropdown === undefined) return item;
  const versions = (site.docsVersions ?? []).filter((version) => version.instance === item.versionDropdown);
  const own = page.version?.instance === item.versionDropdown ? page.version : undefined;
  const label = own?.label ?? versions.find((version) => version.isLast)?.label ?? item.label;
  const items = versions.map((version): NavLink => {
    const href = own ? (version.name === own.name ? page.path : (own.alternates[version.name] ?? version.mainDoc)) : version.mainDoc;
    return { label: version.label, href, external: false };
  });
  return { label, href: item.href, external: false, items: [...(item.versionItemsBefore ?? []), ...items, ...(item.versionItemsAfter ?? [])] };
}
