import { lstat, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PluggableList } from 'unified';
import { VFileMessage } from 'vfile-message';
import type { SiteConfig } from '../config/schema.js';
import { AggregateBuildError, ContentError, DocsgenError } from '../errors.js';
import { extractFacts } from './extractFacts.js';
import { splitFrontMatter, type FrontMatter } from './frontMatter.js';
import { loadCategories } from './loadCategories.js';
import { createMarkdownProcessor } from './markdownProcessor.js';
import type { Content, Doc } from './types.js';
import { ContentCache } from './contentCache.js';
import { walkDocs } from './walkDocs.js';

interface SourceFile {
  sourcePath: string;
  displayPath: string;
  id: string;
  route: string;
  raw: string;
  body: string;
  frontMatter: FrontMatter;
}

export interface LoadContentOptions {
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  /** Reuses docs whose source (and the site's routes) did not change. */
  cache?: ContentCache;
  /** Extra input to every cache key (e.g. a hash of the config file). */
  cacheSalt?: string;
}

/** content stage: reads `<contentDir>/docs`, parses front matter and Markdown into HAST and facts. */
export async function loadContent(config: SiteConfig, options: LoadContentOptions = {}): Promise<Content> {
  const docsDir = path.resolve(config.rootDir, config.contentDir, 'docs');
  const display = (file: string) => path.relative(config.rootDir, file) || file;
  const exists = await stat(docsDir).then((s) => s.isDirectory(), () => false);
  if (!exists) throw new ContentError(display(docsDir), 'content folder not found');
  const { pages, categoryFiles } = await walkDocs(docsDir);
  if (pages.length === 0) throw new ContentError(display(docsDir), 'no Markdown pages found (add a .md file with front matter)');

  const problems: ContentError[] = [];
  const sources: SourceFile[] = [];
  for (const sourcePath of pages) {
    try {
      sources.push(await readSource(sourcePath, docsDir, config, display));
    } catch (error) {
      problems.push(toContentError(error, display(sourcePath)));
    }
  }
  throwIfAny(problems);
  checkUniqueIds(sources);

  const routesBySource = new Map(sources.map((s) => [s.sourcePath, s.route]));
  // Link resolution depends on every page's route, so the routes are part of each cache key.
  const routesKey = ContentCache.key(options.cacheSalt ?? '', ...[...routesBySource].flat());
  let processMarkdown: ReturnType<typeof createMarkdownProcessor> | undefined;
  const docs: Doc[] = [];
  const reprocessed = new Set<string>();
  for (const source of sources) {
    const key = ContentCache.key(routesKey, source.sourcePath, source.raw);
    const cached = options.cache?.get(source.sourcePath, key);
    if (cached) {
      docs.push(cached);
      continue;
    }
    try {
      processMarkdown ??= createMarkdownProcessor({ routesBySource, remarkPlugins: options.remarkPlugins, rehypePlugins: options.rehypePlugins });
      const doc = toDoc(source, processMarkdown);
      options.cache?.set(source.sourcePath, key, doc);
      reprocessed.add(source.sourcePath);
      docs.push(doc);
    } catch (error) {
      problems.push(toContentError(error, source.displayPath));
    }
  }
  throwIfAny(problems);
  options.cache?.retain(new Set(routesBySource.keys()));
  return { docs, categories: await loadCategories(categoryFiles, docsDir, display), reprocessed };
}

async function readSource(sourcePath: string, docsDir: string, config: SiteConfig, display: (f: string) => string): Promise<SourceFile> {
  const displayPath = display(sourcePath);
  let raw: string;
  try {
    raw = await readFile(sourcePath, 'utf8');
  } catch (error) {
    // "EACCES: permission denied, open '/abs/path'" → "EACCES: permission denied"
    const reason = (error as Error).message.replace(/, \w+ '.*'$/, '');
    const dangling = (error as NodeJS.ErrnoException).code === 'ENOENT' && (await lstat(sourcePath).then((s) => s.isSymbolicLink(), () => false));
    throw new ContentError(displayPath, `cannot read file (${reason})${dangling ? ': it is a symbolic link to a missing file' : ''}`);
  }
  const { frontMatter, body } = splitFrontMatter(raw, displayPath);
  const relative = path.relative(docsDir, sourcePath).split(path.sep).join('/').replace(/\.md$/, '');
  const id = frontMatter.id ? relative.replace(/[^/]+$/, frontMatter.id) : relative;
  const base = `/${config.docs.routeBasePath}`.replace(/\/$/, '');
  const route = frontMatter.slug ? `${base}${frontMatter.slug}` : `${base}/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
  return { sourcePath, displayPath, id, route, raw, body, frontMatter };
}

function toDoc(source: SourceFile, processMarkdown: ReturnType<typeof createMarkdownProcessor>): Doc {
  const { hast, brokenMarkdownLinks } = processMarkdown(source.body, source.sourcePath);
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
  };
}

function checkUniqueIds(sources: SourceFile[]): void {
  const seen = new Map<string, SourceFile>();
  const problems: ContentError[] = [];
  for (const source of sources) {
    const other = seen.get(source.id);
    if (other) problems.push(new ContentError(source.displayPath, `duplicate doc id "${source.id}" (also used by ${other.displayPath})`));
    else seen.set(source.id, source);
  }
  throwIfAny(problems);
}

function toContentError(error: unknown, displayPath: string): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof VFileMessage) return new ContentError(displayPath, error.reason, error.line ?? undefined, error.column ?? undefined);
  if (error instanceof DocsgenError) return new ContentError(displayPath, error.message);
  return new ContentError(displayPath, (error as Error).message ?? String(error), undefined, undefined, { cause: error });
}

function throwIfAny(problems: ContentError[]): void {
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new AggregateBuildError(`${problems.length} content files have errors`, problems.map((p) => p.message));
}
