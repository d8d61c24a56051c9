import { FULL_LOAD_ATTRIBUTE, addressKind, isUnderBase, pageAddress, withBase, type SlashRule } from '../shared/paths.js';

/**
 * Attributes holding a URL, or (`srcset`, `imagesrcset`) a list of `URL descriptor` candidates, as
 * React writes them: double-quoted, `"` escaped, `srcSet` in camel case.
 */
const URL_ATTRIBUTE = /(\s(href|src|poster|cite|action|formaction|data|xlink:href|srcset|imagesrcset)=")([^"]*)"/gi;
/** A link's opening tag, or any other tag's URL attribute: with trailingSlash a link's href is read with its tag. */
const LINK_OR_URL_ATTRIBUTE = new RegExp(`<a\\s[^>]*>|${URL_ATTRIBUTE.source}`, 'gi');

/**
 * A page body's site paths under the base: `<a href="/docs/x">` → `<a href="/repo-name/docs/x">`,
 * images and `srcset` candidates too; relative, external and `//host` URLs stay. Content links are
 * site paths, as Docusaurus reads them, so a moved site keeps working under a sub-path. The body is
 * React's static markup: attribute values never hold a raw `"`, and text that looks like an
 * attribute is escaped (`href=&quot;`), so only real attributes match. A URL already under the base
 * (what an MDX page's `<Link>` or `useBaseUrl` wrote) keeps it, as Docusaurus's Link does.
 * With `trailingSlash`, every link to a page ends in `/`, relative ones too (`../x` → `../x/`), as
 * Docusaurus's Link (every Markdown link) writes them; links to files (pageAddress) and
 * `pathname:///x` links (FULL_LOAD_ATTRIBUTE) stay as written. One pass over the body's attributes.
 */
export function htmlUnderBase(html: string, base: string, rule: SlashRule = false): string {
  const trailingSlash = typeof rule === 'boolean' ? rule : rule.trailingSlash === true;
  if (base === '/' && !trailingSlash) return html;
  const under = (url: string) => (base === '/' || isUnderBase(base, url.replace(/[?#].*$/, '')) ? url : withBase(base, url));
  const attribute = (slashed: boolean) => (_match: string, start: string, name: string, value: string) => {
    if (/^(?:image)?srcset$/i.test(name)) return `${start}${value.replace(/(^|,\s*)(\/[^\s,]*)/g, (_m, lead: string, url: string) => lead + under(url))}"`;
    const url = slashed && name.toLowerCase() === 'href' ? linkAddress(value, rule) : value;
    return `${start}${url.startsWith('/') ? under(url) : url}"`;
  };
  const plain = attribute(false);
  if (!trailingSlash) return html.replace(URL_ATTRIBUTE, plain);
  const link = attribute(true);
  // A link's own tag: its href gets the slash, unless the link loads a path that is no page (FULL_LOAD_ATTRIBUTE).
  return html.replace(LINK_OR_URL_ATTRIBUTE, (match: string, start?: string, name?: string, value?: string) =>
    start === undefined ? match.replace(URL_ATTRIBUTE, match.includes(` ${FULL_LOAD_ATTRIBUTE}=`) ? plain : link) : plain(match, start, name!, value!),
  );
}

/** A link's href with trailingSlash: a path of the site (from `/` or relative) ends in `/`; a URL, `//host`, `#x` or `?x` stays. */
function linkAddress(href: string, rule: SlashRule): string {
  const kind = addressKind(href);
  return kind === 'site' || kind === 'relative' ? pageAddress(href, rule) : href;
}
