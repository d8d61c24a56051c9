import { VFileMessage } from 'vfile-message';
import { ContentError, DocsgenError } from '../errors.js';
import { extractFacts } from './extractFacts.js';
import type { FrontMatter } from './frontMatter.js';
import type { createMarkdownProcessor, MarkdownResult } from './markdownProcessor.js';
import type { Doc } from './types.js';

/** A page's source after front matter, before Markdown processing. */
export interface SourceFile {
  sourcePath: string;
  displayPath: string;
  id: string;
  route: string;
  raw: string;
  body: string;
  frontMatter: FrontMatter;
}

/** Markdown → HAST and facts for one page (runs in the main thread or a content worker). */
export function toDoc(source: SourceFile, processMarkdown: ReturnType<typeof createMarkdownProcessor>): Doc {
  return docFromResult(source, processMarkdown(source.body, source.sourcePath));
}

/** The doc for a page's processed body (Markdown, or MDX rendered to a tree). */
export function docFromResult(source: SourceFile, result: MarkdownResult & { inputs?: [string, string][] }): Doc {
  const { hast, brokenMarkdownLinks, linkTargets, unsafeContent, warnings } = result;
  const facts = extractFacts(hast);
  const h1 = facts.headings.find((h) => h.depth === 1);
  if (h1) throw new ContentError(source.displayPath, `the body has a "# ${h1.text}" heading; the front matter title is the page's h1, so start sections at ##`);
  const fm = source.frontMatter;
  return {
    id: source.id,
    sourcePath: source.sourcePath,
    displayPath: source.displayPath,
    route: source.route,
    frontMatter: fm,
    title: fm.title,
    description: fm.description,
    sidebarLabel: fm.sidebar_label ?? fm.title,
    sidebarPosition: fm.sidebar_position,
    markdown: source.raw,
    hast,
    facts,
    brokenMarkdownLinks,
    linkTargets,
    unsafeContent,
    warnings,
    ...(result.inputs?.length ? { inputs: result.inputs } : {}),
  };
}

export function toContentError(error: unknown, displayPath: string): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof VFileMessage) return new ContentError(displayPath, error.reason, error.line ?? undefined, error.column ?? undefined);
  if (error instanceof DocsgenError) return new ContentError(displayPath, error.message);
  return new ContentError(displayPath, (error as Error).message ?? String(error), undefined, undefined, { cause: error });
}

