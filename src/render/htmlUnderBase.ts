import { FULL_LOAD_ATTRIBUTE, isUnderBase, pageAddress, withBase } from '../shared/paths.js';

/** Attributes holding one URL, as React writes them (double-quoted, `"` escaped; `srcSet` in camel case). */
const URL_ATTRIBUTE = /(\s(?:href|src|poster|cite|action|formaction|data|xlink:href)=")(\/[^"]*)"/gi;
/** Attributes holding a list of `URL descriptor` candidates. */
const SRCSET_ATTRIBUTE = /(\s(?:srcset|imagesrcset)=")([^"]*)"/gi;
/** A link's opening tag, and its href. */
const ANCHOR_TAG = /<a\s[^>]*>/gi;
const HREF = /(\shref=")([^"]*)"/i;

/**
 * A page body's site paths under the base: `<a href="/docs/x">` → `<a href="/repo-name/docs/x">`,
 * images and `srcset` candidates too; relative, external and `//host` URLs stay. Content links are
 * site paths, as Docusaurus reads them, so a moved site keeps working under a sub-path. The body is
 * React's static markup: attribute values never hold a raw `"`, and text that looks like an
 * attribute is escaped (`href=&quot;`), so only real attributes match. A URL already under the base
 * (what an MDX page's `<Link>` or `useBaseUrl` wrote) keeps it, as Docusaurus's Link does.
 * With `trailingSlash`, every link to a page ends in `/`, relative ones too (`../x` → `../x/`), as
 * Docusaurus's Link (every Markdown link) writes them; links to files (pageAddress) and
 * `pathname:///x` links (FULL_LOAD_ATTRIBUTE) stay as written.
 */
export function htmlUnderBase(html: string, base: string, trailingSlash = false): string {
  const slashed = trailingSlash ? html.replace(ANCHOR_TAG, (tag) => (tag.includes(` ${FULL_LOAD_ATTRIBUTE}=`) ? tag : tag.replace(HREF, (_match, start: string, url: string) => `${start}${linkAddress(url)}"`))) : html;
  if (base === '/') return slashed;
  const under = (url: string) => (isUnderBase(base, url.replace(/[?#].*$/, '')) ? url : withBase(base, url));
  return slashed
    .replace(URL_ATTRIBUTE, (_match, start: string, url: string) => `${start}${under(url)}"`)
    .replace(SRCSET_ATTRIBUTE, (_match, start: string, list: string) => `${start}${list.replace(/(^|,\s*)(\/[^\s,]*)/g, (_m, lead: string, url: string) => lead + under(url))}"`);
}

/** A link's href with trailingSlash: a path of the site (from `/` or relative) ends in `/`; a URL, `//host`, `#x` or `?x` stays. */
function linkAddress(href: string): string {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/|[#?])/i.test(href) ? href : pageAddress(href, true);
}
