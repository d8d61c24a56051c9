import type { PageData, SiteData } from '../../shared/types.js';

/**
 * Which search sections a page's search may show on a versioned site: pages without a version
 * (the home page, src/pages), and of each docs instance the version being read (the page's own;
 * for another instance, or a page outside the docs, its last version). Undefined: no versions.
 */
export function versionScope(site: SiteData, page: PageData): ((version: string | undefined) => boolean) | undefined {
  if (!site.docsVersions) return undefined;
  const active = new Map<string, string>();
  for (const version of site.docsVersions) if (version.isLast) active.set(version.instance, version.name);
  if (page.version) active.set(page.version.instance, page.version.name);
  return (version) => {
    if (version === undefined) return true;
    const colon = version.indexOf(':');
    return active.get(version.slice(0, colon)) === version.slice(colon + 1);
  };
}
