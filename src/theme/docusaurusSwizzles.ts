import { readFileSync } from 'node:fs';
import { codeBlockSwizzle } from './codeBlockSwizzle.js';
import { builtinModules } from '../content/mdx/components/index.js';
import { missingImports } from './missingImports.js';
import { findSwizzleFile } from '../util/themeFile.js';
import { themeLayerFile, type ThemeLayers } from './themeLayers.js';

/**
 * Docusaurus theme components whose swizzle docsgen applies, and docsgen's component that renders
 * that part of the page (the swizzle replaces it; `@theme-original/<Name>` inside it is docsgen's).
 * Each is rendered with docsgen's props (`site`, `page`, …) and the props Docusaurus gives it.
 */
export const SWIZZLABLE: Record<string, string> = {
  AnnouncementBar: 'AnnouncementBar',
  ColorModeToggle: 'ColorModeToggle',
  DocVersionBadge: 'DocVersionBadge',
  DocVersionBanner: 'DocVersionBanner',
  EditThisPage: 'EditThisPage',
  Footer: 'Footer',
  Navbar: 'Navbar',
  SearchBar: 'SearchBar',
  // Under a doc's body (edit link, last update): rendered with `{ site, page }`.
  'DocItem/Footer': 'DocFooter',
  // A doc page's column beside the sidebar (breadcrumbs, the doc, prev/next, the TOC): rendered with `{ site, page, aside, children }`
  // (Docusaurus gives `children`, the doc); a wrapper hands them on to `@theme-original/DocItem/Layout`.
  'DocItem/Layout': 'DocItemLayout',
  // A category's generated index beside the sidebar (title, description, cards, prev/next): `{ site, page }` and
  // Docusaurus's `categoryGeneratedIndex` (see swizzleAdapters); a wrapper hands them on to `@theme-original/…`.
  DocCategoryGeneratedIndexPage: 'CategoryIndex',
  // The not-found page's content: rendered with `{ site, page }` (Docusaurus passes an optional `className`).
  'NotFound/Content': 'NotFoundContent',
  // The navbar's menu button, brand, items and search (Docusaurus's has no props): `{ site, page, colorModeChoice, onToggleColorMode, lead }` (`lead`: the button and the brand).
  'Navbar/Content': 'NavbarContent',
  // What every Markdown body renders through (a doc's, a post's on its page and in lists, a Markdown page's): `{ site, page, children }`,
  // `children` the body; a wrapper hands them on to `@theme-original/MDXContent`.
  MDXContent: 'MDXContent',
  // "Last updated on … by …" under a doc and a blog post: Docusaurus's `lastUpdatedAt` (milliseconds) and `lastUpdatedBy`, with docsgen's `at`, `by`, `locale`.
  LastUpdated: 'LastUpdated',
  // The desktop TOC: Docusaurus's `toc` (`value`, `id`, `level`), `minHeadingLevel`, `maxHeadingLevel`, `className`
  // (docsgen's `toc` entries keep `text` and `depth`); the collapsible one stays docsgen's (see swizzleAdapters).
  TOC: 'TableOfContents',
  // The TOC above the content on a narrow screen: as TOC's props (`toc` as TOCItems, the heading levels, `className`).
  TOCCollapsible: 'TocCollapsible',
  // A post (on its page and in lists; a wrapper adds after it, e.g. comments), its header and the header's parts:
  // `useBlogPost()` gives the post (`metadata`, `isBlogPostPage`), with docsgen's `{ post, asPage }` (BlogPostItem: and `children`).
  BlogPostItem: 'BlogPostItem',
  'BlogPostItem/Header': 'BlogPostHeader',
  'BlogPostItem/Header/Title': 'BlogPostTitle',
  'BlogPostItem/Header/Info': 'BlogPostInfo',
  'BlogPostItem/Header/Authors': 'BlogPostAuthors',
  // The recent posts: `items` (`title`, `permalink`, `date`), `ListComponent`, `yearGroupHeadingClassName`.
  'BlogSidebar/Content': 'BlogSidebarContent',
};

export interface DocusaurusSwizzles {
  /** docsgen component name → the site's file (`src/theme/Footer/index.js`) that replaces it. */
  applied: Record<string, string>;
  /** Swizzles of those components left out, with why (they import what docsgen does not provide). */
  skipped: Record<string, string>;
  /** The site's (or its plugins') theme components the applied ones import as `@theme/<Name>` (see themeLayerFile). */
  uses: string[];
}

/**
 * The swizzles of a Docusaurus site (`src/theme/<Name>.js` or `src/theme/<Name>/index.js`, a
 * default export) that replace docsgen's component for the same part of every page (SWIZZLABLE):
 * a wrapper (`docusaurus swizzle --wrap`, importing `@theme-original/<Name>`) or the site's own
 * component (an ejected one rewritten), as long as every `@docusaurus/*` and `@theme/*` module it
 * imports is one docsgen provides. One that reads Docusaurus's internals (`useDocsVersionCandidates`,
 * `@theme/TOCItems`) is skipped, and named with the modules docsgen lacks. Its `@theme/<Name>` imports
 * go through the one theme lookup first (`layers`: the site's src/theme, theme/, its plugins' folders),
 * so a component of the site's own (`@theme/StationBadge`) is found as a page's import of it is.
 * Where the site has none, a plugin's theme folder's component of that name (`getThemePath`, the
 * last plugin's first) replaces docsgen's the same way, as it replaces the classic theme's.
 */
export function docusaurusSwizzles(swizzleDir: string | undefined, layers?: ThemeLayers): DocusaurusSwizzles {
  const found: DocusaurusSwizzles = { applied: {}, skipped: {}, uses: [] };
  // Docusaurus's layers: the site's src/theme, then its plugins' theme folders (the last plugin's
  // first), then the classic theme (docsgen's here). A plugin's component replaces docsgen's as a swizzle does.
  const dirs = [swizzleDir, ...[...(layers?.plugins ?? [])].reverse()].filter((dir): dir is string => dir !== undefined);
  if (dirs.length === 0) return found;
  const uses = new Set<string>();
  for (const [name, own] of Object.entries(SWIZZLABLE)) {
    let file: string | undefined;
    for (const dir of dirs) if ((file = findSwizzleFile(dir, name))) break;
    if (!file) continue;
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    // Its `@theme/<Name>` imports of the site's components (or a plugin's): the one theme lookup, as a page's.
    const layered = new Map<string, string>();
    const layerFile = (specifier: string) => {
      const at = layers && themeLayerFile(layers, specifier.slice('@theme/'.length), { importer: file });
      if (at) layered.set(specifier, at);
      return at !== undefined;
    };
    const missing = missingImports(source, name, builtinModules, layerFile);
    if (missing.length > 0) found.skipped[file] = `it imports ${missing.join(', ')}, which docsgen does not provide (AUTHORING.md lists the @docusaurus/ and @theme/ modules it does); docsgen's ${own} renders this part of the page`;
    else if (!/\bexport\s+default\b/.test(source)) found.skipped[file] = `it has no default export`;
    else {
      found.applied[own] = file;
      for (const at of layered.values()) uses.add(at);
    }
  }
  found.uses = [...uses].sort();
  // The code block's parts (and the block) docsgen cannot render: named as the others.
  if (swizzleDir) Object.assign(found.skipped, codeBlockSwizzle(swizzleDir, builtinModules)?.skipped);
  return found;
}

/** docsgen's component for a Docusaurus theme component name (`NotFound/Content` → `NotFoundContent`), when it has one. */
export function docsgenComponentOf(docusaurusName: string): string | undefined {
  return SWIZZLABLE[docusaurusName];
}
