import { absoluteUrl } from './absoluteUrl.js';
import { routeAddress, withBase } from './paths.js';
import { headTagKey, type HeadTag } from './headTags.js';
import type { PageData, SiteData } from './types.js';

/** The document title of a page: `Page | Site`. */
export function documentTitle(page: PageData, site: SiteData): string {
  return `${page.title} ${site.titleDelimiter} ${site.title}`;
}

/** The page's absolute URL (`https://example.com/docs/install`): its canonical link and `og:url`. */
export function canonicalUrl(page: PageData, site: SiteData): string {
  return absoluteUrl(site.url, routeAddress(page.path, site.trailingSlash === true));
}

/**
 * The document's own head tags that say what the page is (besides its title): description,
 * canonical link, Open Graph, robots and the site's extra meta. The theme's Document writes them
 * into the built page; after a client navigation the browser sets them for the next page (a
 * page's `<Head>` then replaces those of the same key), so a page reads the same however it was reached.
 */
export function documentHeadTags(page: PageData, site: SiteData): HeadTag[] {
  const url = canonicalUrl(page, site);
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ tag: 'meta', attributes: { [attribute]: key, content } });
  // A page's own social card replaces the site's (og:image, twitter:image), as Docusaurus's page `image`.
  const image = page.image === undefined ? undefined : /^https?:/.test(page.image) ? page.image : absoluteUrl(site.url, page.image);
  const own: HeadTag[] = [
    // None for a page without a description (Docusaurus writes none either): the site's metadata one applies.
    ...(page.description ? [meta('name', 'description', page.description)] : []),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    meta('property', 'og:title', documentTitle(page, site)),
    ...(page.description ? [meta('property', 'og:description', page.description)] : []),
    meta('property', 'og:url', url),
    meta('property', 'og:type', page.kind === 'doc' ? 'article' : 'website'),
    ...(page.keywords?.length ? [meta('name', 'keywords', page.keywords.join(','))] : []),
    ...(image !== undefined ? [meta('property', 'og:image', image), meta('name', 'twitter:image', image)] : []),
    ...(page.blog?.unlisted ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    ...localeTags(page, site),
  ];
  // The site's extra meta (Docusaurus's `themeConfig.metadata`), less a tag the page has its own of (its
  // description, its social card): one tag per name, the page's, as Docusaurus's head keeps the page's.
  const keys = new Set(own.map(headTagKey));
  const siteMeta = (site.meta ?? [])
    .map((tag): HeadTag => ({
      tag: 'meta',
      attributes: { ...(tag.name !== undefined ? { name: tag.name } : {}), ...(tag.property !== undefined ? { property: tag.property } : {}), content: tag.content },
    }))
    .filter((tag) => !keys.has(headTagKey(tag)));
  return [...own, ...siteMeta];
}

/** The page's URL in another locale: that locale's site, with the page's path (`https://x.org/fr/docs/install`). */
export function localeUrl(page: Pick<PageData, 'path'>, locale: { url: string; baseUrl: string }, fullyQualified = true, trailingSlash = false): string {
  return `${fullyQualified ? locale.url : ''}${withBase(locale.baseUrl, routeAddress(page.path, trailingSlash))}`;
}

/**
 * A site in several languages: the page's language for Open Graph (`og:locale`, `pt_BR`) and the
 * others', and a link to the page in every locale (`hreflang`) and to the default one
 * (`x-default`), as Docusaurus writes them. None for a site in one language.
 */
function localeTags(page: PageData, site: SiteData): HeadTag[] {
  if (!site.i18n) return [];
  const { locales, currentLocale, defaultLocale } = site.i18n;
  const ogLocale = (htmlLang: string) => htmlLang.replace('-', '_');
  const current = locales.find((locale) => locale.locale === currentLocale)!;
  const byDefault = locales.find((locale) => locale.locale === defaultLocale)!;
  return [
    { tag: 'meta', attributes: { property: 'og:locale', content: ogLocale(current.htmlLang) } },
    ...locales.filter((locale) => locale.htmlLang !== current.htmlLang).map((locale): HeadTag => ({ tag: 'meta', attributes: { property: 'og:locale:alternate', content: ogLocale(locale.htmlLang) } })),
    ...locales.map((locale): HeadTag => ({ tag: 'link', attributes: { rel: 'alternate', href: localeUrl(page, locale, true, site.trailingSlash === true), hreflang: locale.htmlLang } })),
    { tag: 'link', attributes: { rel: 'alternate', href: localeUrl(page, byDefault, true, site.trailingSlash === true), hreflang: 'x-default' } },
  ];
}
