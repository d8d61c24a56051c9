import type { ConfigValues } from '../config/configValues.js';
import type { PageKind } from '../shared/types.js';
import { pageLayouts } from '../../templates/pages.js';
import type { PageSource } from './pageSource.js';
import { blogSource } from './sources/blogSource.js';
import { categoriesSource } from './sources/categoriesSource.js';
import { docsSource } from './sources/docsSource.js';
import { homeSource } from './sources/homeSource.js';
import { notFoundSource } from './sources/notFoundSource.js';
import { pagesSource } from './sources/pagesSource.js';
import { reactPagesSource } from './sources/reactPagesSource.js';
import { redirectsSource } from './sources/redirectsSource.js';

/**
 * Every source of pages and every page kind of the site, registered here and nowhere else.
 *
 * To add a content source (a blog, another docs instance, …) or a page kind:
 * 1. Write a `PageSource` in src/routes/sources/ (see pageSource.ts):
 *    - `content` (if it has Markdown files): `findFiles` walks its files, `place` gives each file
 *      its id and route (and front matter defaults). Its pages then go through the one page step
 *      like every other (parse, Markdown plugins, page work, body HTML, cache) and come back in
 *      `Content.sources[name]`;
 *    - `routes` turns its pages (or anything the site knows by then) into routes, each with a
 *      `kind`: the page kind whose layout renders it.
 * 2. Add it to the list below (the order is the route table's and the sitemap's; the docs' pages
 *    are read first whatever their place).
 * 3. A new kind is one line in the theme's list of layouts, templates/pages.ts (kind → component
 *    file), plus that component: the server render and the client bundle both read that list. The
 *    source names its kinds (`kinds`): the client bundles a chunk for the kinds of the site's
 *    sources only (sourcesForClient hands the client stage those kinds as plain values), so a source
 *    registered only when configured (the blog) costs other sites nothing.
 * 4. Files it publishes besides pages (feeds) come from `files`; the theme stylesheets its layouts
 *    need from `stylesheets`.
 * Nothing else lists sources or kinds.
 */
export function pageSources(config: ConfigValues): PageSource[] {
  // React pages exist only in Docusaurus's layout (src/pages/*.tsx).
  return [homeSource, docsSource, pagesSource, ...(config.layout === 'docusaurus' ? [reactPagesSource] : []), categoriesSource, ...(config.blog ? [blogSource] : []), ...(config.clientRedirects ? [redirectsSource] : []), notFoundSource];
}

/**
 * What the client stage reads of the site's sources, as plain values made once (see ClientInput):
 * the page kinds it bundles a layout chunk for, those of the site's sources only and in the
 * theme's list order (templates/pages.ts), so the page data lists them alike whatever the sources'
 * order; the theme stylesheets their layouts need (files of templates/styles/), in the sources'
 * order; and the key of the React pages in `Content.sources`.
 */
export function sourcesForClient(sources: readonly PageSource[]): { kinds: PageKind[]; sourceStylesheets: string[]; reactPages: string } {
  const used = new Set(sources.flatMap((source) => source.kinds));
  return {
    kinds: (Object.keys(pageLayouts) as PageKind[]).filter((kind) => used.has(kind)),
    sourceStylesheets: sources.flatMap((source) => source.stylesheets ?? []),
    reactPages: reactPagesSource.name,
  };
}
