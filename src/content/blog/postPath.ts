/**
 * What a post's path below the blog folder says, as Docusaurus reads it: a date at the start of a
 * file or folder name (`2021-08-26-welcome/index.md`, `2019-05-28-first-blog-post.md`) or as
 * folders (`2021/08/26/welcome.md`), and the rest of the name.
 */
export interface PostPath {
  /** `2021-08-26` when the path holds a date. */
  date?: string;
  /** The path without the date, extension and a trailing `index`: `welcome`, `news/launch`. */
  name: string;
}

const DATED = /^(.*?)(\d{4})[-/](\d{2})[-/](\d{2})(?:[-/](.*))?$/;

export function postPath(relative: string): PostPath {
  const withoutExtension = relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  const match = DATED.exec(withoutExtension);
  if (!match || !validDate(match[2]!, match[3]!, match[4]!)) return { name: withoutExtension };
  const [, before = '', year, month, day, rest = ''] = match;
  const name = `${before}${rest}`.replace(/\/+$/, '') || `${year}-${month}-${day}`;
  return { date: `${year}-${month}-${day}`, name };
}

function validDate(year: string, month: string, day: string): boolean {
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCDate() === Number(day);
}

/**
 * A post's path below the blog's route: front matter `slug` (from the blog's route when it starts
 * with `/`, else beside the post's folder), else `YYYY/MM/DD/name` for a dated post, else its path.
 */
export function postSlug(relative: string, slug: string | undefined): string {
  const { date, name } = postPath(relative);
  if (slug !== undefined) {
    if (slug.startsWith('/')) return trimSlashes(slug);
    const folder = name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : '';
    return trimSlashes(folder ? `${folder}/${slug}` : slug);
  }
  return date ? `${date.replace(/-/g, '/')}/${name}` : name;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}
