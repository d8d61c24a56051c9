import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CODE_BLOCK_PARTS } from './codeBlockSwizzle.js';
import type { SitePaths } from '../config/resolveConfig.js';
import { hasGrammar } from '../content/plugins/highlighter.js';
import type { Doc } from '../content/types.js';
import { slashPath } from '../util/slashPath.js';
import type { DocusaurusSwizzles } from './docusaurusSwizzles.js';
import { findSwizzleFile } from '../util/themeFile.js';
import { prismIncludeLanguagesFile, registeredGrammars } from '../util/prismGrammars.js';

/**
 * Docusaurus's theme components (the first part of a swizzled path, `DocItem/Footer` → `DocItem`)
 * and the default theme's component that renders that part of a docsgen page: what a site changes
 * with `docsgen eject <Component>` instead. Each is a component of templates/; one docsgen has
 * under Docusaurus's name (`LastUpdated`, `DocCard`) is that one.
 */
export const DOCSGEN_EQUIVALENT: Readonly<Record<string, string>> = {
  AnnouncementBar: 'AnnouncementBar',
  BlogArchivePage: 'BlogArchivePage',
  BlogAuthorsListPage: 'BlogAuthorsPage',
  BlogAuthorsPostsPage: 'BlogAuthorsPage',
  BlogLayout: 'BlogLayout',
  BlogListPage: 'BlogListPage',
  BlogPostItem: 'BlogPostItem',
  BlogPostPage: 'BlogPostPage',
  BlogSidebar: 'BlogSidebar',
  BlogTagsListPage: 'BlogTagsPage',
  BlogTagsPostsPage: 'BlogTagsPage',
  ColorModeToggle: 'ColorModeToggle',
  DocBreadcrumbs: 'Breadcrumbs',
  DocCard: 'DocCard',
  DocCardList: 'CategoryPage',
  DocCategoryGeneratedIndexPage: 'CategoryPage',
  DocItem: 'DocPage',
  DocRoot: 'DocLayout',
  DocsRoot: 'DocLayout',
  DocPaginator: 'Pagination',
  DocSidebar: 'Sidebar',
  DocSidebarItem: 'SidebarItems',
  DocSidebarItems: 'SidebarItems',
  DocVersionBadge: 'DocVersionBadge',
  DocVersionBanner: 'DocVersionBanner',
  // The row under a doc with its edit link and last update.
  EditMetaRow: 'DocFooter',
  EditThisPage: 'EditThisPage',
  Footer: 'Footer',
  LastUpdated: 'LastUpdated',
  Layout: 'Layout',
  Navbar: 'Navbar',
  NavbarItem: 'NavbarLink',
  NotFound: 'NotFound',
  PaginatorNavLink: 'Pagination',
  SearchBar: 'SearchBar',
  SearchPage: 'SearchResults',
  SkipToContent: 'SkipLink',
  TOC: 'TableOfContents',
  TOCCollapsible: 'TocCollapsible',
  TOCItems: 'TableOfContents',
  TagsListInline: 'BlogPostTags',
};

/**
 * Docusaurus 2's theme components that Docusaurus 3 no longer has, with what took their place: a
 * swizzle of one (`src/theme/DocPage/Layout/Main`, left from before a site's upgrade) is imported by
 * nothing in a Docusaurus 3 build, which leaves it aside without a word. docsgen does the same, and
 * says so in one info line per component (swizzleNotes), not a warning: nothing of the built site
 * differs from Docusaurus's.
 */
const REMOVED_IN_DOCUSAURUS_3: Readonly<Record<string, string>> = {
  DocPage: 'DocRoot (with DocVersionRoot and DocsRoot)',
};

/** The Docusaurus 2 component a file of the swizzle folder belongs to, when Docusaurus 3 has it no more. */
function removedComponent(dir: string, file: string): string | undefined {
  const top = slashPath(path.relative(dir, file)).split('/')[0]!.replace(/\.[^.]+$/, '');
  return Object.hasOwn(REMOVED_IN_DOCUSAURUS_3, top) ? top : undefined;
}

/** Swizzles of components that render Markdown syntax, which docsgen's Markdown plugins render instead. */
const MARKDOWN_SYNTAX: Record<string, string> = {
  Admonition: '`:::` admonitions',
  CodeBlock: 'fenced code blocks',
  Details: '`<details>` and `:::details`',
  Heading: 'Markdown headings',
  Tabs: 'tabs',
  TabItem: 'tabs',
};

/**
 * The files of the site's `src/theme` (Docusaurus's swizzle folder) that no page used: a swizzled
 * component docsgen applies where an MDX or React page imports it (`@theme/X`, and
 * `src/theme/MDXComponents` on every MDX page), and a wrapper of a frame component docsgen has too
 * (`Footer`, `DocItem/Footer`, `NotFound/Content`…, see docusaurusSwizzles) on every page; any other
 * (`Navbar/Content`, a `:::tip` admonition's) changes nothing, and is named with docsgen's
 * component for that part. Empty when the folder is absent or is the site's docsgen theme folder,
 * and for a site of docsgen's own layout: its `src/` is the site's code, whatever it holds (this
 * repository's is docsgen's), where a Docusaurus site's `src/theme` is its swizzle folder.
 */
export function unusedSwizzles(paths: Pick<SitePaths, 'rootDir' | 'swizzleDir' | 'themeDir'>, layout: 'docsgen' | 'docusaurus', pages: readonly Doc[], swizzles: DocusaurusSwizzles): string[] {
  const { rootDir, swizzleDir, themeDir } = paths;
  const dir = swizzleDir;
  if (layout !== 'docusaurus' || path.resolve(themeDir) === dir) return [];
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/(^|[/\\])node_modules([/\\]|$)/.test(entry.parentPath))
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
  const used = new Set([...pages.flatMap((page) => (page.inputs ?? []).map(([file]) => file)), ...Object.values(swizzles.applied), ...swizzles.uses]);
  // An applied swizzle's folder (`NotFound/Content/`: its CSS module, its helpers) is its own.
  const appliedDirs = Object.values(swizzles.applied)
    .filter((file) => /^index\.[jt]sx?$/.test(path.basename(file)))
    .map((file) => path.dirname(file) + path.sep);
  return files
    // A prism-include-languages that registers only grammars docsgen has is a note instead (see swizzleNotes).
    .filter((file) => !(isPrismIncludeLanguages(dir, file) && foreignGrammars(file).length === 0))
    // A Docusaurus 2 component's (see REMOVED_IN_DOCUSAURUS_3) is a note of swizzleNotes.
    .filter((file) => !removedComponent(dir, file))
    // …but a part of it left out (BlogPostItem/Header/Title inside an applied BlogPostItem/Header) is named.
    .filter((file) => !used.has(file) && (file in swizzles.skipped || !appliedDirs.some((dir) => file.startsWith(dir))))
    .sort()
    .map((file) => {
      const name = slashPath(path.relative(dir, file));
      const skipped = swizzles.skipped[file];
      // Two files of one component (`Footer.js` and `Footer.tsx`): the one webpack's extension order finds first is used.
      const component = name.replace(/(\/index)?\.[^./]+$/, '');
      const first = /\.[jt]sx?$/.test(name) ? findSwizzleFile(dir, component) : undefined;
      const shadowed = first && first !== file ? `: ${slashPath(path.relative(rootDir, first))} is @theme/${component} (the first of webpack's extensions .js, .jsx, .ts, .tsx, as in a Docusaurus build)` : undefined;
      const foreign = isPrismIncludeLanguages(dir, file) ? foreignGrammars(file) : [];
      const grammars = foreign.length > 0 ? `; it registers grammars docsgen does not have (${foreign.join(', ')}): those fences are plain text` : '';
      return `${slashPath(path.relative(rootDir, file))}: not used by docsgen${skipped ? `: ${skipped}` : (shadowed ?? hint(name))}${grammars}`;
    });
}

/**
 * What a Docusaurus site's `src/theme` holds that docsgen does without, said as info lines (not
 * warnings: nothing of the site is lost): `prism-include-languages`, when every grammar it
 * registers (`prismjs/components/prism-x`, its own `Prism.languages.x = …` files) is one docsgen
 * highlights with. One that registers another is a warning of unusedSwizzles, naming it.
 */
export function swizzleNotes(paths: Pick<SitePaths, 'rootDir' | 'swizzleDir' | 'themeDir'>, layout: 'docsgen' | 'docusaurus'): string[] {
  const { rootDir, swizzleDir: dir, themeDir } = paths;
  if (layout !== 'docusaurus' || path.resolve(themeDir) === dir) return [];
  return [...removedSwizzleNotes(rootDir, dir), ...prismIncludeLanguagesNote(rootDir, dir)];
}

/** One line per Docusaurus 2 component the swizzle folder still holds (see REMOVED_IN_DOCUSAURUS_3). */
function removedSwizzleNotes(rootDir: string, dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries
    .filter((entry) => removedComponent(dir, path.join(dir, entry)))
    .sort()
    .map((entry) => {
      const name = removedComponent(dir, path.join(dir, entry))!;
      const isDir = statSync(path.join(dir, entry)).isDirectory();
      return `${slashPath(path.relative(rootDir, path.join(dir, entry)))}${isDir ? '/' : ''}: not used, as in a Docusaurus 3 build: ${name} is a Docusaurus 2 component, which Docusaurus 3 replaced by ${REMOVED_IN_DOCUSAURUS_3[name]}, so nothing imports @theme/${name}`;
    });
}

function prismIncludeLanguagesNote(rootDir: string, dir: string): string[] {
  const file = prismIncludeLanguagesFile(dir);
  if (!file || foreignGrammars(file).length > 0) return [];
  const own = registeredGrammars(file).names;
  const known = own.filter((name) => hasGrammar(name));
  const others = own.filter((name) => !hasGrammar(name));
  const grammars = (known.length > 0 ? `; ${known.join(', ')}: highlighted with docsgen's grammar${known.length > 1 ? 's' : ''} for ${known.length > 1 ? 'them' : 'it'}, as in Docusaurus` : '') + (others.length > 0 ? ` (${others.join(', ')}, another name the file gives the same grammar, is plain text)` : '');
  return [`${slashPath(path.relative(rootDir, file))}: not needed: Docusaurus runs it in the browser to register the Prism languages of \`prism.additionalLanguages\`; docsgen highlights at build time and loads each fence's language on demand${grammars}`];
}

function isPrismIncludeLanguages(dir: string, file: string): boolean {
  return path.dirname(file) === dir && /^prism-include-languages\.[cm]?[jt]sx?$/.test(path.basename(file));
}

/**
 * The grammars the file registers that docsgen does not highlight with: a name given another
 * registered name's grammar (`languages.jsonc = languages.cjson`) is that grammar's, which counts as
 * docsgen's when any of its names is.
 */
function foreignGrammars(file: string): string[] {
  const { names, sameAs } = registeredGrammars(file);
  const covered = (name: string) => hasGrammar(name) || [...sameAs].some(([a, b]) => (a === name && hasGrammar(b)) || (b === name && hasGrammar(a)));
  return names.filter((name) => !covered(name));
}

function hint(name: string): string {
  const top = name.split('/')[0]!.replace(/\.[^.]+$/, '');
  if (top === 'MDXComponents') return ' (no MDX page imports it: every `.md` page is Markdown, or nothing of MDXComponents imports it)';
  // Docusaurus's CodeBlock calls it in the browser to add Prism grammars (themeConfig.prism.additionalLanguages).
  if (top === 'prism-include-languages') return ': Docusaurus runs it in the browser to register the Prism languages of `prism.additionalLanguages`; docsgen highlights at build time and loads each fence\'s language on demand, so no list is needed'
  if (top === 'Root') return ": docsgen has no Root wrapper (a provider every page needs goes in a component the pages import)";
  const syntax = MARKDOWN_SYNTAX[top];
  // A part of one (`CodeBlock/Content`, `CodeBlock/Buttons/CopyButton`): docsgen's has no such part to replace.
  const part = name.replace(/(\/index)?\.[^./]+$/, '');
  // The code block's parts that docsgen has are rendered in every block (see codeBlockSwizzle); a file here is another.
  if (top === 'CodeBlock' && part !== top) return `: docsgen's CodeBlock has no ${part} part to replace (its highlighter colours the code at build time); its parts are ${CODE_BLOCK_PARTS.join(', ')}`;
  if (syntax && part !== top) return `: docsgen renders ${syntax} itself, at build time, and its ${top} has no ${part} part to replace; a swizzled @theme/${top} applies only where an MDX page imports it`;
  if (syntax) return `: docsgen renders ${syntax} itself; a swizzled @theme/${top} applies only where an MDX page imports it, and none does`;
  const equivalent = DOCSGEN_EQUIVALENT[top];
  if (equivalent) return `: docsgen's ${equivalent} renders this part of the page (\`docsgen eject ${equivalent}\` copies it into theme/ to change it)`;
  return `: not a theme component docsgen knows; applied only where a page imports @theme/${name.replace(/(\/index)?\.[^./]+$/, '')}`;
}
