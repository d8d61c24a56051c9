import { formatLocation } from '../errors.js';
import { isFilePath, normalizePath } from '../shared/paths.js';

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
  /** Paths not checked (`gates.ignoreLinks`). */
  ignore?: (path: string) => boolean;
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
      const target = internalTarget(link.href, page.route);
      if (!target || table.ignore?.(target.path)) continue;
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
