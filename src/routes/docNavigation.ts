import { lineOfText } from '../util/lineOfText.js';
import type { Doc, DocSet } from '../content/types.js';
import { ContentError } from '../util/errors.js';
import type { PageLink, SidebarEntry } from '../shared/types.js';
import { sidebarPositions } from './sidebarNavigation.js';

/** A page's sidebar, breadcrumbs and previous/next links (each left out when it has none). */
export interface PageNavigation {
  sidebarId?: string;
  breadcrumbs?: PageLink[];
  prev?: PageLink;
  next?: PageLink;
}

/**
 * Every page's navigation by route, as Docusaurus gives it: from the first sidebar that links the
 * page (see sidebarPositions), unless the doc's front matter says otherwise:
 * - `displayed_sidebar`: the sidebar the doc shows (one of its version's), with its place in it
 *   (none, and no sidebar neighbours, when that sidebar does not link it); `null`: no sidebar;
 * - `pagination_next` / `pagination_prev`: a doc id of its version, or `null` for none;
 * - `pagination_label`: the doc's label in other pages' previous/next links.
 * A docs instance with `breadcrumbs: false` gives its pages (docs and category pages) none.
 * `sidebarSets` says which docs set (instance and version) each sidebar id belongs to, `prefixes`
 * what each set's sidebar ids start with.
 */
export function docNavigation(sidebars: Record<string, SidebarEntry[]>, sidebarSets: ReadonlyMap<string, DocSet>, prefixes: ReadonlyMap<DocSet, string>): Map<string, PageNavigation> {
  const sets = [...prefixes.keys()];
  const bySidebar = sidebarPositions(sidebars);
  const navigation = new Map<string, PageNavigation>();
  for (const positions of bySidebar.values()) {
    for (const [href, position] of positions) if (!navigation.has(href)) navigation.set(href, position);
  }
  const labels = new Map<string, string>();
  for (const set of sets) for (const doc of set.docs) if (doc.frontMatter.pagination_label) labels.set(doc.route, doc.frontMatter.pagination_label);
  const relabel = (link: PageLink | undefined) => (link && labels.has(link.href) ? { ...link, label: labels.get(link.href)! } : link);

  for (const set of sets) {
    const prefix = prefixes.get(set) ?? '';
    const byId = new Map(set.docs.map((doc) => [doc.id, doc]));
    for (const doc of set.docs) {
      const fm = doc.frontMatter;
      if (fm.displayed_sidebar === undefined && fm.pagination_next === undefined && fm.pagination_prev === undefined) continue;
      let position: PageNavigation = { ...navigation.get(doc.route) };
      if (fm.displayed_sidebar === null) position = {};
      else if (fm.displayed_sidebar !== undefined) {
        const sidebarId = prefix + fm.displayed_sidebar;
        if (!(sidebarId in sidebars)) {
          const known = Object.keys(sidebars).filter((id) => sidebarSets.get(id) === set).map((id) => id.slice(prefix.length));
          throw frontMatterError(doc, 'displayed_sidebar', `names the sidebar "${fm.displayed_sidebar}", which does not exist (its sidebars: ${known.join(', ') || 'none'})`);
        }
        position = { ...(bySidebar.get(sidebarId)?.get(doc.route) ?? { sidebarId, breadcrumbs: [] }) };
      }
      for (const [key, side] of [['pagination_next', 'next'], ['pagination_prev', 'prev']] as const) {
        const id = fm[key];
        if (id === undefined) continue;
        if (id === null) {
          delete position[side];
          continue;
        }
        const target = byId.get(id);
        if (!target) throw frontMatterError(doc, key, `names the doc id "${id}", which is not a doc of this docs version`);
        position[side] = { label: target.sidebarLabel, href: target.route };
      }
      navigation.set(doc.route, position);
    }
  }
  for (const [href, position] of navigation) {
    const owner = position.sidebarId === undefined ? undefined : sidebarSets.get(position.sidebarId);
    const noCrumbs = owner?.instance.breadcrumbs === false;
    const prev = relabel(position.prev);
    const next = relabel(position.next);
    if (noCrumbs || prev !== position.prev || next !== position.next) {
      const { breadcrumbs, ...rest } = position;
      const { prev: _prev, next: _next, ...kept } = rest;
      navigation.set(href, { ...kept, ...(noCrumbs || !breadcrumbs ? {} : { breadcrumbs }), ...(prev ? { prev } : {}), ...(next ? { next } : {}) });
    }
  }
  return navigation;
}

/** A doc's problem with a front matter key, at the key's line. */
function frontMatterError(doc: Doc, key: string, problem: string): ContentError {
  return new ContentError(doc.displayPath, `front matter \`${key}\` ${problem}`, lineOfText(doc.sourcePath, new RegExp(`^${key}\\s*:`, 'm')), 1);
}
