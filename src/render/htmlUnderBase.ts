import { isUnderBase, withBase } from '../shared/paths.js';

/** Attributes holding one URL, as React writes them (double-quoted, `"` escaped; `srcSet` in camel case). */
const URL_ATTRIBUTE = /(\s(?:href|src|poster|cite|action|formaction|data|xlink:href)=")(\/[^"]*)"/gi;
/** Attributes holding a list of `URL descriptor` candidates. */
const SRCSET_ATTRIBUTE = /(\s(?:srcset|imagesrcset)=")([^"]*)"/gi;

/**
 * A page body's site paths under the base: `<a href="/docs/x">` → `<a href="/repo-name/docs/x">`,
 * images and `srcset` candidates too; relative, external and `//host` URLs stay. Content links are
 * site paths, as Docusaurus reads them, so a moved site keeps working under a sub-path. The body is
 * React's static markup: attribute values never hold a raw `"`, and text that looks like an
 * attribute is escaped (`href=&quot;`), so only real attributes match. A URL already under the base
 * (what an MDX page's `<Link>` or `useBaseUrl` wrote) keeps it, as Docusaurus's Link does.
 */
export function htmlUnderBase(html: string, base: string): string {
  if (base === '/') return html;
  const under = (url: string) => (isUnderBase(base, url.replace(/[?#].*$/, '')) ? url : withBase(base, url));
  return html
    .replace(URL_ATTRIBUTE, (_match, start: string, url: string) => `${start}${under(url)}"`)
    .replace(SRCSET_ATTRIBUTE, (_match, start: string, list: string) => `${start}${list.replace(/(^|,\s*)(\/[^\s,]*)/g, (_m, lead: string, url: string) => lead + under(url))}"`);
}
