import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocCard } from '../../../../src/content/mdx/components/DocCard.js';
import { DocusaurusSiteContext, type DocusaurusSidebarItem, type DocusaurusSite } from '../../../../src/content/mdx/docusaurus/siteContext.js';

const site = (trailingSlash: boolean): DocusaurusSite => ({
  siteConfig: { title: 'T', tagline: '', url: 'https://x.test', baseUrl: '/manual/', customFields: {}, trailingSlash },
  pathname: '/manual/docs/intro',
  colorMode: 'light',
  docsSidebar: { name: 'docs', items: [], docs: {} },
});
const href = (item: DocusaurusSidebarItem, trailingSlash: boolean) => /href="([^"]*)"/.exec(renderToStaticMarkup(createElement(DocusaurusSiteContext.Provider, { value: site(trailingSlash) }, createElement(DocCard, { item }))))?.[1];

// Docusaurus's DocCard links through its Link, which gives a page's address its slash with
// trailingSlash: the card's own markup does too (in an island rendered again in the browser, no
// later pass over the body's HTML adds it).
describe('@theme/DocCard with trailingSlash', () => {
  const category: DocusaurusSidebarItem = { type: 'category', label: 'Guides', items: [], collapsed: false, collapsible: true, href: '/docs/category/guides' };
  it("links a page at its address, with the base and its slash; another site's page as written", () => {
    expect(href(category, true)).toBe('/manual/docs/category/guides/');
    expect(href(category, false)).toBe('/manual/docs/category/guides');
    expect(href({ type: 'link', label: 'Elsewhere', href: 'https://other.test/x' }, true)).toBe('https://other.test/x');
  });
});
