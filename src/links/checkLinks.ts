import { formatLocation } from '../errors.js';
import { isFilePath, isUnderBase, normalizePath, stripBase } from '../shared/paths.js';

export interface CheckedPage {
  route: string;
  /** The file the links come from, as messages show it. */
  origin: string;
  links: { href: string; text: string; line?: number; column?: number }[];
}

export interface LinkProblem {
  kind: 'link' | 'anchor';
  message: string;
}

export interface LinkTable {
  /** Route path → element ids on that page. */
  idsByRoute: ReadonlyMap<string, ReadonlySet<string>>;
  /** Other files the site serves (`/llms.txt`, `/assets/…`). */
  files: ReadonlySet<string>;
  /** The site's base (`/repo-name/`): a link already written with it (an MDX `<Link>`) names the page without it. */
  base?: string;
}

/**
 * links gate, in memory: every internal link must reach a route or file, and every `#anchor` an
 * element id on the target page. Linear in the number of links, so it stays fast at 10k pages.
 */
export function checkLinks(pages: CheckedPage[], table: LinkTable): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const where = formatLocation(page.origin, link.line, link.column);
      let target = internalTarget(link.href, page.route);
      if (!target) continue;
      const base = table.base ?? '/';
      if (base !== '/' && !table.idsByRoute.has(target.path) && !table.files.has(target.path) && isUnderBase(base, target.path)) {
        const bare = stripBase(base, target.path);
        target = { ...target, path: isFilePath(bare) ? bare : normalizePath(bare) };
      }
      const ids = table.idsByRoute.get(target.path);
      if (!ids) {
        if (!table.files.has(target.path)) problems.push({ kind: 'link', message: `${where}: broken link "${link.text}" → ${link.href} (no page at ${target.path})` });
        continue;
      }
      if (target.hash && !ids.has(target.hash)) {
        problems.push({ kind: 'anchor', message: `${where}: broken anchor "${link.text}" → ${link.href} (${target.path} has no element with id "${target.hash}")` });
      }
    }
  }
  return problems;
}

function internalTarget(href: string, from: string): { path: string; hash: string } | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const url = new URL(href, `http://site${from}`);
  let hash = url.hash.slice(1);
  try {
    hash = decodeURIComponent(hash);
  } catch {
    // Keep the raw hash: it will not match an id and is reported.
  }
  const isFile = isFilePath(url.pathname);
  return { path: isFile ? url.pathname : normalizePath(url.pathname), hash };
}
