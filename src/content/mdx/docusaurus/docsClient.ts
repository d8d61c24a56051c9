import { useDocusaurusSite, type DocusaurusDocsVersion } from './siteContext.js';

/** A version as Docusaurus's docs client API gives it (the docs lists are not provided: `docs` is empty). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: never[];
}

/** A route base as Docusaurus's docs data gives it: with the site base (`/manual/docs`; docs at the root: `/manual/`). */
const underBase = (baseUrl: string, path: string) => (path === '' ? baseUrl : `${baseUrl.replace(/\/$/, '')}${path}`);

const toGlobal = (version: DocusaurusDocsVersion, baseUrl: string): GlobalVersion => ({ name: version.name, label: version.label, isLast: version.isLast, path: underBase(baseUrl, version.path), mainDocId: '', docs: [] });

/** A docs instance's versions; without a plugin id, `default`'s, or the site's own docs' (the first) when none has that id. */
function versionsOf(pluginId: string | undefined): DocusaurusDocsVersion[] {
  const { docsVersions = [] } = useDocusaurusSite();
  const id = pluginId ?? (docsVersions.some((version) => version.instance === 'default') ? 'default' : docsVersions[0]?.instance);
  return docsVersions.filter((version) => version.instance === id);
}

/** The version whose path holds the page (the longest match), as the router would find it. */
function activeOf(versions: DocusaurusDocsVersion[], pathname: string, baseUrl: string): DocusaurusDocsVersion | undefined {
  const route = `/${pathname.slice(baseUrl.length)}`.replace(/^\/+/, '/');
  const holds = (version: DocusaurusDocsVersion) => version.path === '' || route === version.path || route.startsWith(`${version.path}/`);
  return versions.filter(holds).sort((a, b) => b.path.length - a.path.length)[0];
}

/** `useVersions(pluginId?)`: every version of a docs instance, the current one first. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  const { baseUrl } = useDocusaurusSite().siteConfig;
  return versionsOf(pluginId).map((version) => toGlobal(version, baseUrl));
}

/** `useLatestVersion(pluginId?)`: the last version (served at the route base). */
export function useLatestVersion(pluginId?: string): GlobalVersion | undefined {
  const { baseUrl } = useDocusaurusSite().siteConfig;
  const last = versionsOf(pluginId).find((version) => version.isLast);
  return last && toGlobal(last, baseUrl);
}

/** `useActiveVersion(pluginId?)`: the version of the page being read (undefined outside the instance). */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const { pathname, siteConfig } = useDocusaurusSite();
  const active = activeOf(versionsOf(pluginId), pathname, siteConfig.baseUrl);
  return active && toGlobal(active, siteConfig.baseUrl);
}

/** `useActiveDocContext(pluginId?)`: the active version (the doc and its alternates are not provided). */
export function useActiveDocContext(pluginId?: string): { activeVersion: GlobalVersion | undefined; activeDoc: undefined; alternateDocVersions: Record<string, never> } {
  return { activeVersion: useActiveVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} };
}

/** `useDocsVersion()`: the metadata of the page's version, as a doc page's MDX reads it. */
export function useDocsVersion(): { pluginId: string; version: string; label: string; banner: string | null; badge: boolean; isLast: boolean; className: string; noIndex: boolean } {
  const { pathname, siteConfig, docsVersions = [] } = useDocusaurusSite();
  const active = activeOf(docsVersions, pathname, siteConfig.baseUrl);
  if (!active) throw new Error('useDocsVersion: the page is not a docs page');
  return { pluginId: active.instance, version: active.name, label: active.label, banner: active.banner === 'none' ? null : active.banner, badge: active.badge, isLast: active.isLast, className: '', noIndex: false };
}

/** `useAllDocsData()`: each docs instance's path and versions (paths with the site base, as Docusaurus's). */
export function useAllDocsData(): Record<string, { path: string; versions: GlobalVersion[] }> {
  const { docsVersions = [], siteConfig } = useDocusaurusSite();
  const out: Record<string, { path: string; versions: GlobalVersion[] }> = {};
  for (const version of docsVersions) {
    const entry = (out[version.instance] ??= { path: underBase(siteConfig.baseUrl, version.basePath), versions: [] });
    entry.versions.push(toGlobal(version, siteConfig.baseUrl));
  }
  return out;
}
