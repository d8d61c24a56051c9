import { createElement, useContext, type ComponentType } from 'react';
import { BaseUrlContext } from '../../../shared/baseUrl.js';
import { routeAddress, withBase } from '../../../shared/paths.js';
import type { PageData, SiteData } from '../../../shared/types.js';
import { DocusaurusSiteContext, docusaurusDocsVersions, useDocusaurusSite, type DocusaurusSite } from './siteContext.js';
import { swizzleAdapters } from './swizzleProps.js';

/** What a swizzled theme component's `@docusaurus/*` hooks read (`useLocation`, `useDocusaurusContext`…), from the page it renders on. */
export function swizzleSite(site: SiteData, page: PageData | undefined): DocusaurusSite {
  const inBrowser = typeof window !== 'undefined';
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url.replace(/(https?:\/\/[^/]+).*$/, '$1'), baseUrl: site.baseUrl, customFields: {}, trailingSlash: site.trailingSlash === true },
    // The page's path, in the browser too: useLocation moves to the address shown once hydrated.
    pathname: withBase(site.baseUrl, routeAddress(page?.path ?? '/', site.trailingSlash === true)),
    colorMode: inBrowser && document.documentElement.dataset.theme === 'dark' ? 'dark' : site.colorMode.defaultMode,
    colorModeSettings: { defaultMode: site.colorMode.defaultMode, respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme },
    docsVersions: docusaurusDocsVersions(site),
  };
}

/**
 * A site's swizzle in docsgen's place (`name`: docsgen's component, `Original` docsgen's own):
 * rendered with docsgen's props (the `site` and `page` every frame slot gets, so a wrapper can
 * hand them to `@theme-original/…`) and what Docusaurus gives that component (see swizzleAdapters),
 * inside the context the provided Docusaurus hooks read.
 */
export function withSwizzleSite<P extends { site?: SiteData; page?: PageData }>(Swizzle: ComponentType<P>, Original: ComponentType<P>, name: string): ComponentType<P> {
  const adapter = swizzleAdapters[name];
  return function SwizzledComponent(props: P) {
    const outer = useDocusaurusSite();
    const baseUrl = useContext(BaseUrlContext);
    // A part given no site (a blog post's title, the TOC): the site's base all the same.
    const value = props.site ? swizzleSite(props.site, props.page) : { ...outer, siteConfig: { ...outer.siteConfig, baseUrl } };
    return createElement(DocusaurusSiteContext.Provider, { value }, adapter ? adapter(props, Swizzle, Original) : createElement(Swizzle, props));
  };
}
