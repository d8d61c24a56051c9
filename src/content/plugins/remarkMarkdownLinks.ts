import type { Definition, Link, LinkReference, Root } from 'mdast';
import path from 'node:path';
import { addressKind, decodeRoutePath, isExternalAddress } from '../../shared/paths.js';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';

export interface MarkdownLinkProblem {
  href: string;
  line?: number;
  column?: number;
  /** The partial it is in (relative to the site's folder), when not the page's own file. */
  file?: string;
}

export interface MarkdownLinkOptions {
  /** Absolute source path → route path, for every page of the site. */
  routesBySource: ReadonlyMap<string, string>;
  /**
   * The docs folder. As in Docusaurus, a relative link the page's folder does not hold is looked
   * up from here, and a link from `/` (`/guides/x.md`) is looked up here (then in its parent, the
   * content folder, where `/docs/guides/x.md` is).
   */
  docsDir?: string;
  /** Every docs version's folder: a page inside one of them looks links up there (its version's docs root) instead of `docsDir`. */
  docsDirs?: readonly string[];
  /** The file extensions of pages (default: `.md` and `.mdx`). */
  extensions?: readonly string[];
}

const PAGE_EXTENSIONS = ['.md', '.mdx'];

/** A Markdown file a page links to, and the route it resolved to (null: no such page). */
export type LinkTarget = [sourcePath: string, route: string | null];

/**
 * Rewrites links to Markdown files (`./picker/open-mode.md#anchor`, `/picker/open-mode.mdx`) into routes, written
 * inline or as reference definitions (`[open mode][om]` with `[om]: ./open-mode.md#anchor`).
 * Links to files that are not pages are collected in `file.data.brokenMarkdownLinks`; every file
 * looked up, with what it resolved to, in `file.data.linkTargets` (what the page's cache entry
 * depends on besides its own source).
 */
export function remarkMarkdownLinks(options: MarkdownLinkOptions) {
  return (tree: Root, file: VFile) => {
    const broken: MarkdownLinkProblem[] = [];
    const targets = new Map<string, string | null>();
    const extensions = options.extensions ?? PAGE_EXTENSIONS;
    const docsDir = options.docsDirs?.find((dir) => file.path.startsWith(dir + path.sep)) ?? options.docsDir;
    // `[x][api]` with `[api]: pathname:///x`: the references to such a definition are full-load links too.
    const fullLoadIds = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'definition' && addressKind((node as Definition).url) === 'full-load') fullLoadIds.add((node as Definition).identifier);
    });
    visit(tree, (node) => {
      if (node.type === 'linkReference' && fullLoadIds.has((node as LinkReference).identifier)) {
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataFullLoad: '' } };
        return;
      }
      if (node.type !== 'link' && node.type !== 'definition') return;
      const { url } = node as Link | Definition;
      // Docusaurus's escape hatch to a file or folder of the site that is no page: the site's path,
      // which the browser loads whole (FULL_LOAD_ATTRIBUTE); neither Docusaurus nor the link gate checks it.
      if (addressKind(url) === 'full-load') {
        (node as Link | Definition).url = url.slice('pathname://'.length) || '/';
        if (node.type === 'link') node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataFullLoad: '' } };
        return;
      }
      if (isExternalAddress(url) || url.startsWith('#')) return;
      const [target = '', hash] = splitHash(url);
      if (!extensions.some((extension) => target.endsWith(extension))) return;
      const decoded = decodeRoutePath(target);
      const dirs = decoded.startsWith('/') ? (docsDir ? [docsDir, path.dirname(docsDir)] : []) : [path.dirname(file.path), ...(docsDir ? [docsDir] : [])];
      const candidates = dirs.map((dir) => path.join(dir, decoded));
      const absolute = candidates.find((candidate) => options.routesBySource.has(candidate)) ?? candidates[0];
      // A link from `/` with no docs folder to look in: left as written (a path of the site).
      if (absolute === undefined) return;
      const route = options.routesBySource.get(absolute);
      for (const candidate of candidates) targets.set(candidate, options.routesBySource.get(candidate) ?? null);
      if (route === undefined) {
        broken.push({ href: url, line: node.position?.start.line, column: node.position?.start.column });
        return;
      }
      (node as Link | Definition).url = hash === undefined ? route : `${route}#${hash}`;
    });
    file.data.brokenMarkdownLinks = broken;
    file.data.linkTargets = [...targets];
  };
}

function splitHash(url: string): [string, string | undefined] {
  const at = url.indexOf('#');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

declare module 'vfile' {
  interface DataMap {
    brokenMarkdownLinks: MarkdownLinkProblem[];
    linkTargets: LinkTarget[];
  }
}
