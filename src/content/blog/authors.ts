import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../util/errors.js';
import { yamlEntries } from './yamlEntries.js';
import type { BlogAuthor } from '../../shared/types.js';

/** An authors.yml entry, before its page route is known. */
export interface AuthorEntry extends Omit<BlogAuthor, 'href'> {
  key: string;
  /** authors.yml `page`: true, or `{ permalink }`; the author's page is `<blog>/authors/<permalink or key>`. */
  page?: string;
}

const SOCIAL_BASES: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/@',
};

/** A social handle as a URL (a full URL stays as written). */
export function socialUrl(platform: string, handle: string): string {
  if (/^https?:\/\//.test(handle)) return handle;
  const base = SOCIAL_BASES[platform];
  return base ? base + handle.replace(/^@/, '') : handle;
}

/** One author as authors.yml or front matter writes it (snake_case or camelCase keys). */
export function readAuthor(value: Record<string, unknown>, where: string): Omit<AuthorEntry, 'key'> {
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof value[key] === 'string') return value[key] as string;
    return undefined;
  };
  const author: Omit<AuthorEntry, 'key'> = {};
  const name = text('name');
  const title = text('title');
  const url = text('url');
  const imageURL = text('image_url', 'imageURL');
  if (name) author.name = name;
  if (title) author.title = title;
  if (url) author.url = url;
  if (imageURL) author.imageURL = imageURL;
  if (value.socials !== undefined) {
    if (typeof value.socials !== 'object' || value.socials === null) throw new ContentError(where, '`socials` must be a map of platform to handle or URL');
    author.socials = Object.fromEntries(Object.entries(value.socials as Record<string, unknown>).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, socialUrl(k, v as string)]));
  }
  return author;
}

/** authors.yml: each key an author; `page: true` (or `{ permalink }`) gives the author a page. */
export function parseAuthorsFile(yaml: string, file: string): Map<string, AuthorEntry> {
  const authors = new Map<string, AuthorEntry>();
  for (const [key, value] of yamlEntries(yaml, file, 'authors must be a map of key to author')) {
    if (typeof value !== 'object' || value === null) throw new ContentError(file, `author \`${key}\` must be a map (name, title, url, image_url, socials, page)`);
    const entry: AuthorEntry = { key, ...readAuthor(value as Record<string, unknown>, file) };
    const page = (value as Record<string, unknown>).page;
    if (page === true) entry.page = key;
    else if (page && typeof page === 'object' && typeof (page as Record<string, unknown>).permalink === 'string') entry.page = ((page as Record<string, unknown>).permalink as string).replace(/^\/+|\/+$/g, '');
    authors.set(key, entry);
  }
  return authors;
}

/** The blog's authors.yml (`authorsMapPath` in the blog folder), read; an empty map when there is none. */
export function readAuthorsMap(blogDir: string, authorsMapPath: string, display: (file: string) => string): { file: string; authors: Map<string, AuthorEntry> } {
  const file = path.resolve(blogDir, authorsMapPath);
  return { file, authors: existsSync(file) ? parseAuthorsFile(readFileSync(file, 'utf8'), display(file)) : new Map<string, AuthorEntry>() };
}

type Where = (string | number)[];

/**
 * A post's authors: front matter `authors` (a key, a list of keys and/or inline authors, or one
 * inline author), and the older `author`/`author_title`/`author_url`/`author_image_url` keys.
 * An unknown key is an error naming it, at its place (`at`: line and column of a front matter
 * value); an inline author is reported through `inline`, with where it is.
 */
export function resolveAuthors(
  frontMatter: Record<string, unknown>,
  map: Map<string, AuthorEntry>,
  file: string,
  authorHref: (entry: AuthorEntry) => string | undefined,
  inline: (name: string, where: Where) => void,
  at: (where: Where) => { line?: number; column?: number } = () => ({}),
): BlogAuthor[] {
  const raw = frontMatter.authors;
  const list: unknown[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const authors: BlogAuthor[] = [];
  const unknown = (key: string, where: Where) => {
    const place = at(where);
    return new ContentError(file, `author \`${key}\` is not in the authors file${map.size ? ` (known: ${[...map.keys()].join(', ')})` : ''}`, place.line, place.column);
  };
  // An inline author's own problem (`socials` not a map), at the author.
  const read = (value: Record<string, unknown>, where: Where) => {
    try {
      return readAuthor(value, file);
    } catch (error) {
      const place = at(where);
      throw error instanceof ContentError && error.line === undefined ? new ContentError(file, error.detail, place.line, place.column) : error;
    }
  };
  list.forEach((item, index) => {
    const where: Where = Array.isArray(raw) ? ['authors', index] : ['authors'];
    if (typeof item === 'string') {
      const entry = map.get(item);
      if (!entry) throw unknown(item, where);
      const { page: _page, ...shown } = entry;
      const href = authorHref(entry);
      authors.push(href ? { ...shown, href } : shown);
    } else if (item && typeof item === 'object') {
      const value = item as Record<string, unknown>;
      if (typeof value.key === 'string') {
        const entry = map.get(value.key);
        if (!entry) throw unknown(value.key, [...where, 'key']);
        const { page: _page, ...shown } = entry;
        const href = authorHref(entry);
        authors.push({ ...shown, ...read(value, where), ...(href ? { href } : {}) });
      } else {
        const author = read(value, where);
        inline(author.name ?? JSON.stringify(value), where);
        authors.push(author);
      }
    }
  });
  if (typeof frontMatter.author === 'string') {
    const legacy = readAuthor({ name: frontMatter.author, title: frontMatter.author_title ?? frontMatter.authorTitle, url: frontMatter.author_url ?? frontMatter.authorURL, image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL }, file);
    inline(frontMatter.author, ['author']);
    authors.push(legacy);
  }
  return authors;
}
