import { allPages } from '../content/allPages.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { SASS_FILE } from '../css/sass.js';
import { inThemeLayer } from '../css/themeLayer.js';
import type { Content, Doc } from '../content/types.js';
import type { ClientBundle } from './bundleClient.js';

/** The stylesheets the site's MDX pages import through their components (recorded in each page's inputs). */
export function contentStylesheets(content: Content): string[] {
  const docs = allPages(content);
  // A Sass partial (`_palette.scss`) is only ever part of another stylesheet.
  return docs.flatMap((doc) => (doc.inputs ?? []).map(([file]) => file).filter((file) => file.endsWith('.css') || (SASS_FILE.test(file) && !path.basename(file).startsWith('_'))));
}

/** The interactive site modules the site's MDX pages render as islands (absolute paths, sorted, once each). */
export function contentIslands(content: Content): string[] {
  return [...new Set(allPages(content).flatMap((doc) => doc.islands ?? []))].sort();
}

/**
 * The client bundle with the stylesheets the site's components import (theme files' and MDX
 * components') appended to the theme's stylesheet: one `<link>` in the head, as before, so the
 * page is styled on first paint with or without JavaScript and after client-side navigation.
 * The stylesheet's name is the hash of its new bytes. Without such imports, the bundle as it is.
 * `reactPageHtml`, the bodies of the site's React pages, and `contentHtml`, the classes of its
 * Markdown pages' bodies (a Docusaurus site's): the Infima rules they use go between the theme's
 * styles and the components' (see infimaCss), in the theme's cascade layer with `themeLayer` (see themeLayer).
 * `rtl`, a right-to-left locale's build: both are mirrored, as Docusaurus mirrors all of a site's CSS (see rtlCss).
 */
export async function withComponentCss(client: ClientBundle, fromContent: string[], dirs: { rootDir: string; staticDir: string }, reactPageHtml: string[] = [], contentHtml: string[] = [], themeLayer = false, rtl = false): Promise<ClientBundle> {
  const files = [...new Set([...client.componentCss, ...fromContent])];
  if (files.length === 0 && reactPageHtml.length === 0 && contentHtml.length === 0) return client;
  // The CSS tools (PostCSS, Lightning CSS) load only for a site that has such styles.
  const [{ componentStylesheet }, { infimaCss }] = await Promise.all([import('../css/componentStylesheet.js'), import('./infimaCss.js')]);
  const extra = files.length ? await componentStylesheet(files, dirs.rootDir, dirs.staticDir) : { css: '', assets: [] };
  const mirror = rtl ? (await import('../css/rtlCss.js')).mirrorCss : async (css: string) => css;
  if (extra.css) extra.css = await mirror(extra.css);
  const themeCss = client.files.find((file) => `/${file.path}` === client.assets.css);
  if (!themeCss) return client;
  const theme = Buffer.from(themeCss.contents).toString('utf8');
  const infima = await mirror(infimaCss(reactPageHtml, new Set([...theme.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!)), `${theme}\n${extra.css}`, contentHtml));
  const contents = Buffer.concat([Buffer.from(themeCss.contents), Buffer.from(infima ? `\n${themeLayer ? inThemeLayer(infima) : infima}` : ''), Buffer.from(files.length ? `\n${extra.css}` : '')]);
  const name = client.assets.css.replace(/-[^-/]+\.css$/, `-${createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase()}.css`);
  return {
    ...client,
    assets: { ...client.assets, css: name },
    files: [...client.files.filter((file) => file !== themeCss), { path: name.slice(1), contents }, ...extra.assets],
  };
}

const classesOf = new WeakMap<object, string>();

/**
 * The classes a Markdown or MDX page's body uses, as markup for infimaCss (`<x class="alert alert--info row">`),
 * remembered for the page's facts: a page processed again has new ones.
 */
export function contentClassMarkup(doc: Doc): string {
  let markup = classesOf.get(doc.facts);
  if (markup === undefined) {
    const names = new Set<string>();
    for (const match of doc.html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) names.add(name);
    markup = names.size ? `<x class="${[...names].join(' ')}"></x>` : '';
    classesOf.set(doc.facts, markup);
  }
  return markup;
}
