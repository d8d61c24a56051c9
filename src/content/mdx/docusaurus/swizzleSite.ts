import { createElement, type ComponentType } from 'react';
import { withBase } from '../../../shared/paths.js';
import type { PageData, SiteData } from '../../../shared/types.js';
import { DocusaurusSiteContext, docusaurusDocsVersions, type DocusaurusSite } from './siteContext.js';

/** What a swizzled theme component's `@docusaurus/*` hooks read (`useLocation`, `useDocusaurusContext`…), from the page it renders on. */
export function swizzleSite(site: SiteData, page: PageData | undefined): DocusaurusSite {
  const inBrowser = typeof window !== 'undefined';
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url.replace(/(https?:\/\/[^/]+).*$/, '$1'), baseUrl: site.baseUrl, customFields: {}, trailingSlash: false },
    // The page's path, in the browser too: useLocation moves to the address shown once hydrated.
    pathname: withBase(site.baseUrl, page?.path ?? '/'),
    colorMode: inBrowser && document.documentElement.dataset.theme === 'dark' ? 'dark' : site.colorMode.defaultMode,
    docsVersions: docusaurusDocsVersions(site),
  };
}

/**
 * A site's swizzle in docsgen's place: rendered with docsgen's props (the `site` and `page` every
 * slot gets, so a wrapper can hand them to `@theme-original/…`), inside the context the provided
 * Docusaurus hooks read.
 */
export function withSwizzleSite<P extends { site?: SiteData; page?: PageData }>(Swizzle: ComponentType<P>): ComponentType<P> {
  return function SwizzledComponent(props: P) {
    // A frame component given no site (Footer gets its config only): the hooks read their defaults.
    if (!props.site) return createElement(Swizzle, props);
    return createElement(DocusaurusSiteContext.Provider, { value: swizzleSite(props.site, props.page) }, createElement(Swizzle, props));
  };
}
