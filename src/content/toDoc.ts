import { VFileMessage } from 'vfile-message';
import { ContentError, DocsgenError } from '../util/errors.js';
import { extractFacts } from './extractFacts.js';
import { pageExcerpt } from './excerpt.js';
import { isReactPage } from './isReactPage.js';
import { firstParagraph, leadingH1Text, takeLeadingH1, wrapLaterContentTitle } from './pageTitle.js';
import type { createMarkdownProcessor, MarkdownResult } from './markdownProcessor.js';
import type { MissingGrammars } from './plugins/missingGrammars.js';
import type { DocWithTree, SourceFile } from './types.js';

export type { SourceFile } from './types.js';
import type { HeadTag } from '../shared/headTags.js';

/** Markdown → HAST and facts for one page (runs in the main thread or a content worker); see MissingGrammars for `missingGrammars`. */
export function toDoc(source: SourceFile, processMarkdown: ReturnType<typeof createMarkdownProcessor>, missingGrammars?: MissingGrammars): DocWithTree {
  return docFromResult(source, processMarkdown(source.body, source.sourcePath, undefined, missingGrammars));
}

/** The doc for a page's processed body (Markdown, or MDX rendered to a tree). */
export function docFromResult(source: SourceFile, result: MarkdownResult & { inputs?: [string, string][]; islands?: string[]; head?: HeadTag[]; readsSidebar?: boolean }): DocWithTree {
  const { hast, brokenMarkdownLinks, linkTargets, unsafeContent, warnings } = result;
  const fm = source.frontMatter;
  // The page's h1 is its title, rendered by the theme: a leading `# heading` is that title.
  // With `hide_title` the theme renders none, so a leading `# heading` stays where it is. So it
  // does when the front matter has another title, as in Docusaurus: the body's heading is shown
  // and the front matter title names the page in <title>, the sidebar and search. (A heading that
  // says the title again is the theme's title, as before: nothing of it is lost.)
  // An h1 that is the page's first heading but not its first node (after an intro paragraph or an
  // `&nbsp;` spacer) is Docusaurus's content title too: it stays where it is, and the theme renders
  // no second title over the page. Not on a page whose layout renders its title anyway (a blog post).
  const laterHeading = source.rendersTitle ? undefined : wrapLaterContentTitle(hast);
  const bodyHeading = laterHeading ?? leadingH1Text(hast);
  const keepsHeading = laterHeading !== undefined || fm.hide_title === true || (fm.title !== undefined && bodyHeading !== undefined && bodyHeading !== fm.title.trim());
  const heading = keepsHeading ? bodyHeading : takeLeadingH1(hast);
  const title = fm.title ?? heading ?? source.fallbackTitle;
  if (!title) throw new ContentError(source.displayPath, 'the page has no title: start it with a `# Title` heading, or give `title` in the front matter', 1);
  const facts = extractFacts(hast);
  return {
    id: source.id,
    sourcePath: source.sourcePath,
    displayPath: source.displayPath,
    route: source.route,
    // The theme renders no title over a body that keeps its own heading.
    frontMatter: keepsHeading && !fm.hide_title ? { ...fm, hide_title: true } : fm,
    title,
    // As Docusaurus's: the front matter's, else the excerpt of the Markdown source (see pageExcerpt);
    // a React page has no Markdown, and says what its rendered first paragraph says.
    description: fm.description ?? (isReactPage(source) ? firstParagraph(hast) : (pageExcerpt(source.body) ?? '')),
    sidebarLabel: fm.sidebar_label ?? title,
    sidebarPosition: fm.sidebar_position ?? source.position,
    ...(source.sourceDir !== undefined ? { sourceDir: source.sourceDir } : {}),
    markdown: source.raw,
    hast,
    // Rendered by the page step once plugins' transformDoc has run.
    html: '',
    facts,
    brokenMarkdownLinks,
    linkTargets,
    unsafeContent,
    warnings: source.warnings ? [...source.warnings, ...warnings] : warnings,
    ...(result.inputs?.length ? { inputs: result.inputs } : {}),
    ...(result.islands?.length ? { islands: result.islands } : {}),
    ...(result.head?.length ? { head: result.head } : {}),
    ...(result.readsSidebar ? { readsSidebar: true as const } : {}),
    ...(source.version ? { version: source.version } : {}),
  };
}

export function toContentError(error: unknown, displayPath: string): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof VFileMessage) return new ContentError(displayPath, error.reason, error.line ?? undefined, error.column ?? undefined);
  if (error instanceof DocsgenError) return new ContentError(displayPath, error.message);
  return new ContentError(displayPath, (error as Error).message ?? String(error), undefined, undefined, { cause: error });
}

