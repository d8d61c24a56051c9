import { VFileMessage } from 'vfile-message';
import { ContentError, DocsgenError } from '../util/errors.js';
import { extractFacts } from './extractFacts.js';
import { pageExcerpt } from './excerpt.js';
import { isReactPage } from './isReactPage.js';
import { firstParagraph, leadingH1Text, takeContentTitle, takeLeadingH1, wrapLaterContentTitle } from './pageTitle.js';
import type { Root } from 'hast';
import type { ContentWarning, createMarkdownProcessor, MarkdownResult } from './markdownProcessor.js';
import type { FrontMatter } from './frontMatter.js';
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
  const { title, frontMatter, titleWarning } = source.rendersTitle ? postTitle(source, hast) : docTitle(source, hast);
  if (!title) throw new ContentError(source.displayPath, 'the page has no title: start it with a `# Title` heading, or give `title` in the front matter', 1);
  const facts = extractFacts(hast);
  return {
    id: source.id,
    sourcePath: source.sourcePath,
    displayPath: source.displayPath,
    route: source.route,
    frontMatter,
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
    warnings: [...(source.warnings ?? []), ...warnings, ...(titleWarning ? [titleWarning] : [])],
    ...(result.inputs?.length ? { inputs: result.inputs } : {}),
    ...(result.islands?.length ? { islands: result.islands } : {}),
    ...(result.head?.length ? { head: result.head } : {}),
    ...(result.readsSidebar ? { readsSidebar: true as const } : {}),
    ...(source.version ? { version: source.version } : {}),
  };
}

interface PageTitle {
  title: string | undefined;
  frontMatter: FrontMatter;
  titleWarning?: ContentWarning;
}

/**
 * A doc's (or page's) title. Its h1 is its title, rendered by the theme: a leading `# heading` is
 * that title. With `hide_title` the theme renders none, so a leading `# heading` stays where it is.
 * So it does when the front matter has another title, as in Docusaurus: the body's heading is shown
 * and the front matter title names the page in <title>, the sidebar and search. (A heading that
 * says the title again is the theme's title, as before: nothing of it is lost.) An h1 that is the
 * page's first heading but not its first node (after an intro paragraph or an `&nbsp;` spacer) is
 * Docusaurus's content title too: it stays where it is, and the theme renders no second title.
 */
function docTitle(source: SourceFile, hast: Root): PageTitle {
  const fm = source.frontMatter;
  const laterHeading = wrapLaterContentTitle(hast);
  const bodyHeading = laterHeading ?? leadingH1Text(hast);
  const keepsHeading = laterHeading !== undefined || fm.hide_title === true || (fm.title !== undefined && bodyHeading !== undefined && bodyHeading !== fm.title.trim());
  const heading = keepsHeading ? bodyHeading : takeLeadingH1(hast);
  // The theme renders no title over a body that keeps its own heading.
  return { title: fm.title ?? heading ?? source.fallbackTitle, frontMatter: keepsHeading && !fm.hide_title ? { ...fm, hide_title: true } : fm };
}

/**
 * A blog post's title: its layout renders it always, so the body's content title (its first
 * heading, when an h1 before any thematic break) is taken out wherever it is, as Docusaurus's blog
 * does; the front matter's title names the post, else that h1 when it opens the body, else the
 * file's name. An h1 that says something else than the title shown is gone from the page, as in
 * Docusaurus: a note names it (file:line).
 */
function postTitle(source: SourceFile, hast: Root): PageTitle {
  const fm = source.frontMatter;
  const heading = takeContentTitle(hast);
  const title = fm.title ?? (heading?.leading ? heading.text : undefined) ?? source.fallbackTitle;
  if (heading?.text === undefined || heading.text === title?.trim()) return { title, frontMatter: fm };
  const titleWarning: ContentWarning = {
    message: `the post's first heading \`# ${heading.text}\` is not shown: a blog post's first heading, an h1, is its title, and the post shows "${title}" (as Docusaurus does); make it a \`##\` heading to keep it`,
    ...(heading.line !== undefined ? { line: heading.line } : {}),
    note: true,
  };
  return { title, frontMatter: fm, titleWarning };
}

export function toContentError(error: unknown, displayPath: string): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof VFileMessage) return new ContentError(displayPath, error.reason, error.line ?? undefined, error.column ?? undefined);
  if (error instanceof DocsgenError) return new ContentError(displayPath, error.message);
  return new ContentError(displayPath, (error as Error).message ?? String(error), undefined, undefined, { cause: error });
}

