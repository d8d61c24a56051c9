import path from 'node:path';
import { formatLocation, metOnPage, shownPath } from '../util/errors.js';
import { isExternalAddress, isFilePath, isUnderBase, normalizePath, routeAddress, stripBase } from '../shared/paths.js';
import { linkTarget } from './linkTarget.js';

export interface CheckedPage {
  route: string;
  /** The file the links come from, as messages show it. */
  origin: string;
  /** `file`: the partial a link is written in, when not the page's own file. */
  links: { href: string; text: string; line?: number; column?: number; file?: string }[];
  /** Images as written (`src` before the images plugin rewrote it), when the page has a source file. */
  images?: { src: string; line?: number; column?: number; file?: string }[];
  /** The page's source file (absolute): relative images are files beside it. */
  sourcePath?: string;
  /** Links the Markdown-link gate already reports (`href` at `line`): not reported again here. */
  reported?: { href: string; line?: number; file?: string }[];
}

export interface LinkProblem {
  kind: 'link' | 'anchor' | 'image';
  message: string;
}

export interface LinkTable {
  /** Route path → element ids on that page. */
  idsByRoute: ReadonlyMap<string, ReadonlySet<string>>;
  /** Other files the site serves (`/llms.txt`, `/assets/…`). */
  files: ReadonlySet<string>;
  /** Paths not checked (`gates.ignoreLinks`). */
  ignore?: (path: string) => boolean;
  /** The site's base (`/repo-name/`): a link already written with it (an MDX `<Link>`) names the page without it. */
  base?: string;
  /** Whether a file exists on disk (relative images; default: none does). */
  fileExists?: (file: string) => boolean;
  /**
   * The site's `trailingSlash`: a page is read at `/docs/x/`, so its relative links resolve from
   * there, as the browser resolves them (`../y` is `/docs/y`); without it, from `/docs/x` (`/y`).
   */
  trailingSlash?: boolean;
}

/**
 * links gate, in memory: every internal link must reach a route or file, every `#anchor` an
 * element id on the target page, and every image a file: a relative one the file beside the page's
 * source (which the images plugin publishes), an absolute one a file the site serves. Linear in
 * the number of links, so it stays fast at 10k pages.
 */
export function checkLinks(pages: CheckedPage[], table: LinkTable): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    // Where the browser reads the page: its relative links and images resolve from there.
    const from = routeAddress(page.route, table.trailingSlash === true);
    const reported = new Set((page.reported ?? []).map((r) => `${r.file ?? ''}:${r.line}:${r.href}`));
    for (const image of page.images ?? []) {
      const message = missingImage(image.src, page, from, table);
      if (!message) continue;
      const text = `${formatLocation(image.file ?? page.origin, image.line, image.column)}: ${message}`;
      problems.push({ kind: 'image', message: image.file ? metOnPage(text, page.origin) : text });
    }
    for (const link of page.links) {
      if (reported.has(`${link.file ?? ''}:${link.line}:${link.href}`)) continue;
      const where = formatLocation(link.file ?? page.origin, link.line, link.column);
      // A link in a partial is named at its line there, once for every page importing it.
      const push = (problem: LinkProblem) => problems.push(link.file ? { ...problem, message: metOnPage(problem.message, page.origin) } : problem);
      const target = withoutBase(internalTarget(link.href, from), table);
      if (!target || table.ignore?.(target.path) || table.ignore?.(target.written)) continue;
      const ids = table.idsByRoute.get(target.path);
      if (!ids) {
        // A static HTML file (`/legacy/old.html`) is a file of the site, not the page `/legacy/old`.
        if (!table.files.has(target.path) && !table.files.has(target.written)) push({ kind: 'link', message: `${where}: broken link "${link.text}" → ${link.href} (no page at ${target.path})` });
        continue;
      }
      if (target.hash && !ids.has(target.hash)) {
        push({ kind: 'anchor', message: `${where}: broken anchor "${link.text}" → ${link.href} (${target.path} has no element with id "${target.hash}")` });
      }
    }
  }
  return problems;
}

/** Why an image's file is missing, or undefined when it is there (or not the site's to check). */
function missingImage(src: string, page: CheckedPage, from: string, table: LinkTable): string | undefined {
  if (isExternalAddress(src) || src === '') return undefined;
  if (!src.startsWith('/')) {
    if (!page.sourcePath) return undefined;
    let decoded = src.split(/[?#]/)[0]!;
    try {
      decoded = decodeURI(decoded);
    } catch {
      // Looked up as written.
    }
    const file = path.resolve(path.dirname(page.sourcePath), decoded);
    if (table.fileExists?.(file)) return undefined;
    // Left as written in a component's JSX (a React page's `<img src="./img/x.svg">`), the browser
    // reads it from the page's URL: a file of the site there is found.
    const fromPage = withoutBase(internalTarget(src, from), table);
    if (fromPage && table.files.has(fromPage.path)) return undefined;
    return `missing image ${src} (no file at ${shownPath(file)})`;
  }
  const target = withoutBase(internalTarget(src, from), table);
  if (!target || table.files.has(target.path)) return undefined;
  return `missing image ${src} (the site has no file ${target.path})`;
}

/** Where a link leads: `path` as pages are named (`/docs/x`), `written` the path as the link resolves (`/docs/x.html`, `/docs/x/`). */
interface Target {
  path: string;
  written: string;
  hash: string;
}

/** A target written with the site's base (an MDX `<Link>`, `useBaseUrl`) names the page or file without it. */
function withoutBase(target: Target | null, table: LinkTable): Target | null {
  const base = table.base ?? '/';
  if (!target || base === '/' || table.idsByRoute.has(target.path) || table.files.has(target.path) || !isUnderBase(base, target.path)) return target;
  const bare = stripBase(base, target.path);
  return { ...target, path: isFilePath(bare) ? bare : normalizePath(bare), written: stripBase(base, target.written) };
}

function internalTarget(href: string, from: string): Target | null {
  if (isExternalAddress(href)) return null;
  const { pathname, hash } = linkTarget(href, from);
  return { path: isFilePath(pathname) ? pathname : normalizePath(pathname), written: pathname, hash };
}
