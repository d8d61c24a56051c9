import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ConfigValues } from '../../config/configValues.js';
import { ContentError } from '../../util/errors.js';
import type { BlogAuthor, BlogTag } from '../../shared/types.js';
import { slashPath } from '../../util/slashPath.js';
import { frontMatterPlace, frontMatterYaml, parseFrontMatterYaml } from '../frontMatter.js';
import { walkDocs } from '../walkDocs.js';
import { readAuthorsMap, resolveAuthors, type AuthorEntry } from './authors.js';
import { blogRoutes, type BlogConfig } from '../../config/blogRoutes.js';
import { postPath, postSlug } from './postPath.js';
import { parseTagsFile, resolveTags, type TagEntry } from './tags.js';
import { markTruncation } from './truncate.js';

/** The front matter keys a blog post has besides a doc's: read here, not by splitFrontMatter. */
export const BLOG_FRONT_MATTER_KEYS: ReadonlySet<string> = new Set([
  'authors',
  'author',
  'author_title',
  'author_url',
  'author_image_url',
  'authorTitle',
  'authorURL',
  'authorImageURL',
  'tags',
  'date',
  'draft',
  'unlisted',
  'image',
  'last_update',
]);

export interface BlogPostEntry {
  file: string;
  route: string;
  /** ISO date: front matter `date`, else the date in the path, else the file's modification day. */
  date: string;
  authors: BlogAuthor[];
  tags: (BlogTag & { permalink: string })[];
  unlisted: boolean;
  image?: string;
  /** Problems to report at the post (inline tags or authors when the config says 'warn'), at their front matter line and column. */
  warnings: { message: string; line: number; column?: number }[];
  /** The post's title when it gives none, as Docusaurus's: its file name after the date (`2016-03-11-fast-tests.md` → `fast-tests`). */
  fileTitle: string;
}

export interface BlogSources {
  posts: BlogPostEntry[];
  authors: Map<string, AuthorEntry>;
  tags: Map<string, TagEntry>;
}

/**
 * The blog's posts: every `.md`/`.mdx` file below the blog folder (files and folders starting with
 * `_` left out), with its date, route, authors and tags. `draft: true` posts are left out of a
 * build and kept by the dev server; authors.yml and tags.yml are read from the blog folder.
 */
export async function findBlogPosts(config: Pick<ConfigValues, 'rootDir' | 'paths'> & { blog: BlogConfig }, display: (file: string) => string, dev: boolean): Promise<BlogSources> {
  const { blog } = config;
  const dir = config.paths.blogDir!;
  const routes = blogRoutes(blog);
  const { file: authorsFile, authors } = readAuthorsMap(dir, blog.authorsMapPath, display);
  const tagsFile = blog.tags === false ? undefined : path.resolve(dir, blog.tags);
  const tags = tagsFile && existsSync(tagsFile) ? parseTagsFile(readFileSync(tagsFile, 'utf8'), display(tagsFile)) : new Map<string, TagEntry>();
  if (!existsSync(dir)) return { posts: [], authors, tags };
  const files = (await walkDocs(dir, config.rootDir)).pages;
  const posts: BlogPostEntry[] = [];
  const problems: ContentError[] = [];
  for (const file of files) {
    const shown = display(file);
    try {
      const raw = readFileSync(file, 'utf8');
      const { data, at } = rawFrontMatter(raw, shown);
      if (data.draft === true && !dev) continue;
      const relative = slashPath(path.relative(dir, file));
      const warnings: BlogPostEntry['warnings'] = [];
      // Reported at the tag or author itself (`tags: [a, b]`: at `b`).
      const inline = (what: 'tag' | 'author', action: string) => (name: string, where: (string | number)[]) => {
        const message = what === 'tag' ? `tag \`${name}\` is not in ${display(tagsFile ?? path.join(dir, 'tags.yml'))} (onInlineTags)` : `author \`${name}\` is written inline, not in ${display(authorsFile)} (onInlineAuthors)`;
        const place = at(where);
        if (action === 'throw') throw new ContentError(shown, message, place.line, place.column);
        if (action === 'warn') warnings.push({ message, ...place });
      };
      const postTags = resolveTags(data.tags, tags, tags.size > 0 || blog.onInlineTags === 'throw' ? inline('tag', blog.onInlineTags) : () => {});
      const postAuthors = resolveAuthors(data, authors, shown, (entry) => (entry.page ? routes.author(entry.page) : undefined), inline('author', authors.size > 0 ? blog.onInlineAuthors : 'ignore'), at);
      // Docusaurus's onUntruncatedBlogPosts: a listed post with no marker shows whole in every list.
      if (blog.onUntruncatedBlogPosts !== 'ignore' && data.unlisted !== true && !markTruncation(raw).truncated) {
        const message = 'the post has no truncation marker (<!-- truncate --> or {/* truncate */}): the blog\'s lists show it whole (onUntruncatedBlogPosts)';
        if (blog.onUntruncatedBlogPosts === 'throw') throw new ContentError(shown, message, 1, 1);
        warnings.push({ message, line: 1, column: 1 });
      }
      const slug = typeof data.slug === 'string' ? data.slug : undefined;
      const entry: BlogPostEntry = {
        file,
        route: routes.post(postSlug(relative, slug)),
        date: postDate(data.date, postPath(relative).date, file, shown, at(['date'])),
        authors: postAuthors,
        tags: postTags.map((tag) => ({ label: tag.label, permalink: tag.permalink, href: routes.tag(tag.permalink), ...(tag.description ? { description: tag.description } : {}) })),
        unlisted: data.unlisted === true,
        warnings,
        fileTitle: postPath(relative).name.split('/').pop()!,
      };
      if (typeof data.image === 'string') entry.image = data.image;
      posts.push(entry);
    } catch (error) {
      problems.push(error instanceof ContentError ? error : new ContentError(shown, (error as Error).message));
    }
  }
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new AggregateError(problems, problems.map((p) => p.message).join('\n'));
  return { posts, authors, tags };
}

/** A post's front matter as data, and where a value of it is in the file (see frontMatterPlace). */
function rawFrontMatter(raw: string, file: string): { data: Record<string, unknown>; at: (where: (string | number)[]) => { line: number; column: number } } {
  const yaml = frontMatterYaml(raw);
  const none = { data: {}, at: () => ({ line: 1, column: 1 }) };
  if (yaml === undefined) return none;
  const doc = parseFrontMatterYaml(yaml, file);
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return none;
  return { data: data as Record<string, unknown>, at: (where) => frontMatterPlace(doc, yaml, where) };
}

/** Front matter `date` (a YAML date or a string `new Date` reads), else the path's date, else the file's modification day. */
export function postDate(value: unknown, fromPath: string | undefined, file: string, shown: string, at: { line: number; column?: number }): string {
  if (value instanceof Date) return isoDay(value, value.getUTCHours() || value.getUTCMinutes() ? value.toISOString() : undefined);
  if (typeof value === 'string') {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new ContentError(shown, `front matter \`date\`: "${value}" is not a date (write 2021-08-26 or 2021-08-26T10:00:00Z)`, at.line, at.column);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : date.toISOString();
  }
  if (fromPath) return fromPath;
  return isoDay(statSync(file).mtime);
}

function isoDay(date: Date, full?: string): string {
  return full ?? date.toISOString().slice(0, 10);
}
