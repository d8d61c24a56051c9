import { createContext, useContext, useMemo } from 'react';
import { withBase, type SlashRule } from './paths.js';

/**
 * The site's base (`/`, or `/repo-name/` for a site served under a path). The theme's `App`
 * provides it from `site.baseUrl`; components below read it with `useBaseUrlUtils`.
 */
export const BaseUrlContext = createContext('/');

/**
 * The site's `trailingSlash` (`site.trailingSlash`): true when pages are linked as `/docs/x/`. The
 * theme's `App` provides it beside the base, as the site data (SlashRule: the setting and the pages
 * whose path reads like a file's, `/docs/1.x`, which get their slash too); left out, pages are
 * linked without the slash.
 */
export const TrailingSlashContext = createContext<SlashRule>(false);

/**
 * As Docusaurus's hook of the same name: `withBaseUrl('/docs/install')` is the href of a site
 * path under the base (`/repo-name/docs/install`, and `/repo-name/docs/install/` with
 * `trailingSlash`). Page data, sidebars and site data hold site paths without the base: a
 * component puts every internal href and src through this. `fullLoad`: a path of the site that is
 * none of its pages (NavLink.fullLoad, Docusaurus's `pathname:///x`) gets the base, never the slash.
 */
export function useBaseUrlUtils(): { withBaseUrl(path: string, options?: { fullLoad?: boolean | undefined }): string } {
  const base = useContext(BaseUrlContext);
  const trailingSlash = useContext(TrailingSlashContext);
  return useMemo(() => ({ withBaseUrl: (path: string, options?: { fullLoad?: boolean | undefined }) => withBase(base, path, options?.fullLoad ? false : trailingSlash) }), [base, trailingSlash]);
}
