import path from 'node:path';

/**
 * A doc's URL path below the docs route, as Docusaurus makes it: a `slug` starting with `/` is the
 * path; a relative `slug` is resolved from the doc's folder; without `slug`, a category's own page
 * (`index`, `README`, or a file named like its folder: `releases/releases.md`) is the folder's path,
 * whatever its `id`; else the folder and the `id` (or the file name).
 */
export function docRoute(relativeFile: string, frontMatter: { slug?: string; id?: string }): string {
  const dir = path.posix.dirname(relativeFile);
  const folder = dir === '.' ? '/' : `/${dir}/`;
  const name = path.posix.basename(relativeFile).replace(/\.mdx?$/, '');
  let route: string;
  if (frontMatter.slug?.startsWith('/')) route = frontMatter.slug;
  else if (frontMatter.slug === undefined && isCategoryIndex(relativeFile)) route = folder;
  else route = path.posix.join(folder, frontMatter.slug ?? frontMatter.id ?? name);
  return route.replace(/\/+$/, '') || '';
}

/** `index.md`, `README.md` and `guides/guides.md` are their folder's page (any case, as Docusaurus). */
export function isCategoryIndex(relativeFile: string): boolean {
  const name = path.posix.basename(relativeFile).replace(/\.mdx?$/, '').toLowerCase();
  const folder = path.posix.basename(path.posix.dirname(relativeFile)).toLowerCase();
  return name === 'index' || name === 'readme' || name === folder;
}
