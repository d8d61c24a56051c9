import { createElement, useMemo, type ComponentType, type ReactElement } from 'react';
import type { BlogPostSummary, PageData, PageLink, SiteData, TocEntry } from '../../../shared/types.js';
import { BlogPostContext, toDocusaurusBlogPost, type DocusaurusBlogSidebarItem } from './blogPost.js';
import { useBaseUrlUtils } from './useBaseUrl.js';
import { useDocusaurusSite } from './siteContext.js';
import { setColorModeChoice } from './useColorMode.js';
import { escapeText } from '../../../shared/escapeMarkup.js';

// Props are whatever docsgen's component gets: each adapter reads the ones it knows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProps = any;
type Component = ComponentType<AnyProps>;

/**
 * How a swizzle renders in the place of docsgen's component (by docsgen's name, see
 * docusaurusSwizzles' SWIZZLABLE): with docsgen's props (so a wrapper hands them on to
 * `@theme-original/…`) and the props and context Docusaurus documents for that component.
 */
type Adapter = (props: AnyProps, Swizzle: Component, Original: Component) => ReactElement;

/** A TOC entry as Docusaurus's `TOCItem`: `value` is HTML, `level` the heading's. docsgen's fields stay. */
const tocItem = (entry: TocEntry) => ({ ...entry, value: entry.html ?? escapeText(entry.text), level: entry.depth });

/** A BlogPostItem part: its post through `useBlogPost()`, as Docusaurus's BlogPostItem provides it. */
function BlogPostPart({ props, Swizzle }: { props: { post: BlogPostSummary; asPage: boolean }; Swizzle: Component }) {
  const { withBaseUrl } = useBaseUrlUtils();
  return createElement(BlogPostContext.Provider, { value: toDocusaurusBlogPost(props.post, props.asPage, withBaseUrl) }, createElement(Swizzle, props));
}

/** A TOC's props as Docusaurus gives TOC and TOCCollapsible: the entries as TOCItems and the heading levels they span. */
function tocProps(props: { toc: TocEntry[] }, className: string) {
  const levels = props.toc.map((entry) => entry.depth);
  return { ...props, toc: props.toc.map(tocItem), minHeadingLevel: Math.min(...levels), maxHeadingLevel: Math.max(...levels), className };
}

/** BlogSidebar/Content: its items as Docusaurus's (`title`, `permalink`, `date`), the list it renders them with, and `blog.sidebar.groupByYear`. */
function BlogSidebarPart({ props, Swizzle, Original }: { props: { items: { label: string; href: string; year?: string }[]; current: string }; Swizzle: Component; Original: Component }) {
  const { withBaseUrl } = useBaseUrlUtils();
  const items = props.items.map((item) => ({ ...item, title: item.label, permalink: withBaseUrl(item.href), unlisted: false, ...(item.year ? { date: `${item.year}-01-01` } : {}) }));
  // Docusaurus's ListComponent: docsgen's list of the items it is given (a swizzle may change their titles).
  const ListComponent = useMemo(
    () =>
      function ListComponent({ items: listed }: { items: (DocusaurusBlogSidebarItem & { href?: string })[] }) {
        return createElement(Original, { current: props.current, items: listed.map((item) => ({ label: item.title, href: item.href ?? item.permalink })) });
      },
    [Original, props.current],
  );
  return createElement(Swizzle, { ...props, items, ListComponent, yearGroupHeadingClassName: 'blog-sidebar__year' });
}

/** LastUpdated's props as Docusaurus gives them: `lastUpdatedAt` in milliseconds since 1970 (docsgen's `at` is ISO 8601), `lastUpdatedBy`. */
function lastUpdatedProps(props: { at?: string; by?: string }) {
  const at = props.at ? Date.parse(props.at) : Number.NaN;
  return { ...props, ...(Number.isNaN(at) ? {} : { lastUpdatedAt: at }), ...(props.by ? { lastUpdatedBy: props.by } : {}) };
}

/**
 * ColorModeToggle's props as Docusaurus's navbar gives them: `value`, the visitor's choice (null: none,
 * the system's mode shown), `onChange` to set one (null: back to none), `respectPrefersColorScheme`,
 * and the navbar's `className` for it. docsgen's `choice` and `onToggle` stay.
 */
function ColorModeTogglePart({ props, Swizzle }: { props: { choice: 'system' | 'light' | 'dark' }; Swizzle: Component }) {
  const { colorMode, colorModeSettings } = useDocusaurusSite();
  const settings = colorModeSettings ?? { defaultMode: colorMode, respectPrefersColorScheme: false };
  const onChange = (mode: 'light' | 'dark' | null) => setColorModeChoice(mode, settings);
  return createElement(Swizzle, { ...props, value: props.choice === 'system' ? null : props.choice, onChange, respectPrefersColorScheme: settings.respectPrefersColorScheme, className: 'colorModeToggle' });
}

/**
 * DocCategoryGeneratedIndexPage's `categoryGeneratedIndex`, as Docusaurus's docs plugin gives it:
 * the title, description, keywords and image, `permalink` (under the base), `slug` (the path under
 * the docs' route base: `/category/x`), and `navigation`'s `previous` and `next` (`title`, `permalink`).
 */
function CategoryIndexPart({ props, Swizzle }: { props: { site: SiteData; page: PageData }; Swizzle: Component }) {
  const { withBaseUrl } = useBaseUrlUtils();
  const { site, page } = props;
  const link = (to: PageLink | undefined) => to && { title: to.label, permalink: withBaseUrl(to.href) };
  // The route base of the docs the index belongs to (its version's, the longest that holds it).
  const base = (site.docsVersions ?? [])
    .map((version) => version.path)
    .filter((at) => at !== '/' && page.path.startsWith(`${at}/`))
    .sort((a, b) => b.length - a.length)[0];
  const categoryGeneratedIndex = {
    title: page.title,
    description: page.description,
    slug: base ? page.path.slice(base.length) : page.path,
    permalink: withBaseUrl(page.path),
    navigation: { previous: link(page.prev), next: link(page.next) },
    ...(page.keywords ? { keywords: page.keywords } : {}),
    ...(page.image ? { image: page.image } : {}),
  };
  return createElement(Swizzle, { ...props, categoryGeneratedIndex });
}

export const swizzleAdapters: Record<string, Adapter> = {
  ColorModeToggle: (props, Swizzle) => createElement(ColorModeTogglePart, { props, Swizzle }),
  LastUpdated: (props, Swizzle) => createElement(Swizzle, lastUpdatedProps(props)),
  // TOC is the aside, given Docusaurus's class name for it; whatever the swizzle renders (a wrapper's
  // note under the TOC, an ejected TOC's own box) stays in the aside's column, as in Docusaurus's
  // `col col--3`. The collapsible one above the content on a narrow screen stays docsgen's (Docusaurus's TOCCollapsible).
  TableOfContents: (props, Swizzle, Original) =>
    props.variant === 'collapsible' ? createElement(Original, props) : createElement('div', { className: 'doc-aside' }, createElement(Swizzle, tocProps(props, 'theme-doc-toc-desktop'))),
  // Docusaurus renders none for a page without headings.
  TocCollapsible: (props, Swizzle, Original) => (props.toc.length === 0 ? createElement(Original, props) : createElement(Swizzle, tocProps(props, 'theme-doc-toc-mobile'))),
  // A post page without its post (none in practice) has no useBlogPost() to give: docsgen's own.
  BlogPostItem: (props, Swizzle, Original) => (props.post ? createElement(BlogPostPart, { props, Swizzle }) : createElement(Original, props)),
  BlogPostHeader: (props, Swizzle) => createElement(BlogPostPart, { props, Swizzle }),
  BlogPostTitle: (props, Swizzle) => createElement(BlogPostPart, { props, Swizzle }),
  BlogPostInfo: (props, Swizzle) => createElement(BlogPostPart, { props, Swizzle }),
  BlogPostAuthors: (props, Swizzle) => createElement(BlogPostPart, { props, Swizzle }),
  BlogSidebarContent: (props, Swizzle, Original) => createElement(BlogSidebarPart, { props, Swizzle, Original }),
  CategoryIndex: (props, Swizzle) => createElement(CategoryIndexPart, { props, Swizzle }),
};
