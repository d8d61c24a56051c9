import { hasMarkdownCopy } from '../routes/hasMarkdownCopy.js';
import { existsSync } from 'node:fs';
import type { ReferenceGates } from '../gates/gates.js';
import { markdownFileOf } from '../shared/paths.js';
import type { RouteTable } from '../routes/types.js';
import { checkLinks } from './checkLinks.js';
import { linkSources } from './linkSources.js';
import type { ConfigLinks } from './linksInput.js';

export interface SiteLinksInput {
  /** The site's base (`/repo-name/`). */
  base: string;
  /** The site's `trailingSlash` (see LinkTable). */
  trailingSlash?: boolean;
  /** Whether a path is left unchecked (`gates.ignoreLinks`, see linkIgnorer). */
  ignore: (path: string) => boolean;
  /** The links the config writes (see linksInput). */
  configLinks: ConfigLinks;
  routes: RouteTable;
  /** Every file the run emitted besides pages and the static folder (relative to the site root). */
  emitted: Iterable<string>;
  /** The static folder's files as the site publishes them (`/img/logo.svg`: the output stage's list). */
  statics: readonly string[];
  /** Where the problems go, to be reported with the run's other broken references. */
  references: ReferenceGates;
  /** Whether the Markdown-link gate stops the build (see linkSources). */
  markdownLinksThrow: boolean;
}

/** links stage: every link, anchor and image of the site checked in memory, for the link gates. */
export async function checkSiteLinks({ base, trailingSlash = false, ignore, configLinks, routes, emitted, statics, references, markdownLinksThrow }: SiteLinksInput): Promise<void> {
  const problems = checkLinks(linkSources(routes, configLinks, base, markdownLinksThrow), {
    ignore,
    base,
    trailingSlash,
    idsByRoute: idsByRoute(routes),
    files: new Set(
      [...emitted].map((f) => `/${f}`).concat(statics, routes.routes.filter(hasMarkdownCopy).map((r) => `/${markdownFileOf(r.path)}`)),
    ),
    fileExists: (file) => existsSync(file),
  });
  references.add('onBrokenLinks', 'broken link', problems.filter((p) => p.kind === 'link').map((p) => p.message));
  references.add('onBrokenAnchors', 'broken anchor', problems.filter((p) => p.kind === 'anchor').map((p) => p.message));
  // A missing image breaks the page as a broken link does: the same gate decides.
  references.add('onBrokenLinks', 'missing image', problems.filter((p) => p.kind === 'image').map((p) => p.message));
}

/** Each route's anchors; a redirect's are its target's (a link to `/old#setup` reaches `/new#setup`). */
function idsByRoute(routes: RouteTable): Map<string, Set<string>> {
  const ids = new Map(routes.routes.map((r) => [r.path, new Set([...(r.doc?.facts.ids ?? []), 'main'])]));
  for (const route of routes.routes) {
    const target = route.redirect?.replace(/[?#].*$/, '');
    const found = target === undefined ? undefined : ids.get(target);
    if (found) ids.set(route.path, found);
  }
  return ids;
}
