import type { Pluggable } from 'unified';
import { z } from 'zod';
import { SIDEBAR_INLINE_LIMIT } from '../shared/sidebar.js';
import { isUnsafeUrl } from '../shared/unsafeUrl.js';

/** A page worker's memory limit in MB when neither the config (`pageMemory`) nor `--page-memory` sets one. */
export const DEFAULT_PAGE_MEMORY = 2048;

/** One schema per area; the types of site.config.ts are derived from them. */

const gateAction = z.enum(['throw', 'warn', 'ignore']);

// Links the config puts on every page: none may run script (the same rule as for page content).
const NO_SCRIPT = { message: 'a URL that runs script (javascript:, vbscript:, data:) is not allowed' };
const safeUrl = z.url().refine((url) => !isUnsafeUrl(url), NO_SCRIPT);
const safeLink = z.string().refine((url) => !isUnsafeUrl(url), NO_SCRIPT);

/**
 * Docusaurus's `editUrl` as a function (docs plugin): the page's whole "Edit this page" URL, or
 * undefined for none. `versionDocsDirPath` is the version's docs folder from the site's folder
 * (`docs`, `versioned_docs/version-1.0`), `docPath` the page's path inside it, `permalink` its URL
 * path (with the base URL), `version` the version's name (`current`), `locale` `en`.
 */
export type DocsEditUrlFunction = (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined;
/** The blog's `editUrl` as a function: `blogDirPath` from the site's folder, `blogPath` the post's path inside it. */
export type BlogEditUrlFunction = (params: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined;
const isFunction = (value: unknown) => typeof value === 'function';

/** A prism-react-renderer theme object: `plain` colours and `styles` per token type (other keys are kept). */
const prismTheme = z.looseObject({
  plain: z.looseObject({ color: z.string().optional(), backgroundColor: z.string().optional() }),
  styles: z.array(z.looseObject({ types: z.array(z.string()), style: z.looseObject({ color: z.string().optional() }), languages: z.array(z.string()).optional() })),
});

/** A link in the version dropdown besides the versions: a site path or an outside address. */
const versionDropdownExtra = z.union([z.strictObject({ label: z.string(), to: safeLink }), z.strictObject({ label: z.string(), href: safeUrl })]);

/** A navbar link's own class names and accessible name (a site's CSS may draw it as an icon, with no label). */
const linkLooks = { className: z.string().optional(), ariaLabel: z.string().optional() };
/** An outside link's: and `externalIcon: false`, no external-link icon after its label (Docusaurus draws none for a `to` with a protocol). */
const hrefLooks = { ...linkLooks, externalIcon: z.boolean().optional() };
/**
 * A site-path link that opens in a new tab (Docusaurus's `pathname:///x`, a file of the site outside
 * its pages): drawn as an outside link is, the external-link icon after its label unless `externalIcon: false`.
 */
const newTabLooks = { newTab: z.boolean().optional(), externalIcon: z.boolean().optional() };
/** A site-path link's active rule, Docusaurus's options (else: active on the pages of the sidebar it leads into). */
const linkRules = {
  ...linkLooks,
  ...newTabLooks,
  /** Active on every page whose path starts with this site path. */
  activeBasePath: z.string().optional(),
  /** Active on every page whose path, with the site's base, matches this regular expression. */
  activeBaseRegex: z.string().optional(),
};

const navItem = z.union([
  z.strictObject({
    type: z.literal('sidebar'),
    sidebarId: z.string(),
    label: z.string(),
    /** Another docs instance's sidebar (its `id`). */
    docsPluginId: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.strictObject({
    label: z.string(),
    to: safeLink.describe('a site path such as docs/doc-picker-api'),
    position: z.enum(['left', 'right']).default('left'),
    ...linkRules,
  }),
  z.strictObject({
    label: z.string(),
    href: safeUrl,
    position: z.enum(['left', 'right']).default('right'),
    ...hrefLooks,
  }),
  // A doc's page by its id (Docusaurus's `type: 'doc'`); the label defaults to the page's title.
  z.strictObject({
    type: z.literal('doc'),
    docId: z.string(),
    label: z.string().optional(),
    /** A page of another docs instance (its `id`). */
    docsPluginId: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
  }),
  // The docs versions: the version being read, and the same page in the others (Docusaurus's `type: 'docsVersionDropdown'`).
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    docsPluginId: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
    /** Links listed above and below the versions (e.g. an "All versions" page). */
    dropdownItemsBefore: z.array(versionDropdownExtra).optional(),
    dropdownItemsAfter: z.array(versionDropdownExtra).optional(),
  }),
  // The site's languages: the page on screen in each locale (Docusaurus's `type: 'localeDropdown'`).
  z.strictObject({
    type: z.literal('localeDropdown'),
    position: z.enum(['left', 'right']).default('left'),
    /** Added to each locale's link (`?persistLocale=true`). */
    queryString: z.string().optional(),
    className: z.string().optional(),
    /** Links listed above and below the locales (e.g. "Help us translate"). */
    dropdownItemsBefore: z.array(versionDropdownExtra).optional(),
    dropdownItemsAfter: z.array(versionDropdownExtra).optional(),
  }),
  // One link to the docs version being read (else the last version), labelled with it (Docusaurus's `type: 'docsVersion'`).
  z.strictObject({
    type: z.literal('docsVersion'),
    docsPluginId: z.string().optional(),
    /** A fixed label instead of the version's. */
    label: z.string().optional(),
    /** A fixed target instead of the version's first page. */
    to: safeLink.optional(),
    position: z.enum(['left', 'right']).default('left'),
  }),
  // HTML of the site's own, shown as written in a navbar item (Docusaurus's `type: 'html'`: an icon link, a badge).
  z.strictObject({
    type: z.literal('html'),
    value: z.string(),
    /** Class names on the item's box (`navbar__item` in the navbar, `menu__list-item` in the mobile menu). */
    className: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
  }),
  // A menu of links under one label (Docusaurus's `type: 'dropdown'`).
  z.strictObject({
    type: z.literal('dropdown'),
    label: z.string(),
    /** Class names on the dropdown's label (as Docusaurus puts a dropdown's `className`). */
    className: z.string().optional(),
    position: z.enum(['left', 'right']).default('left'),
    items: z.array(
      z.union([
        z.strictObject({ label: z.string(), to: safeLink, ...linkRules }),
        z.strictObject({ label: z.string(), href: safeUrl, ...hrefLooks }),
        z.strictObject({ type: z.literal('doc'), docId: z.string(), label: z.string().optional(), docsPluginId: z.string().optional() }),
      ]),
    ),
  }),
]);

/** One docs version's options, as Docusaurus's `versions: { '1.0': {...} }`. */
const docsVersionOptions = z.strictObject({
  label: z.string().optional(),
  path: z.string().optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  className: z.string().optional(),
});

/** A footer item: a link to a site path (`to`) or an outside address (`href`), or the config's own HTML. */
const footerLink = z.union([
  z.strictObject({ label: z.string(), to: safeLink, ...newTabLooks }),
  z.strictObject({ label: z.string(), href: safeUrl, externalIcon: z.boolean().optional() }),
  /** HTML of the site's own, shown as written (Docusaurus's footer `html` item: a badge, an image link). */
  z.strictObject({ html: z.string() }),
]);

/** Data of the site's own on a sidebar item (Docusaurus's `customProps`): the theme's components read it. */
export type CustomProps = Record<string, unknown>;

export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string; className?: string; customProps?: CustomProps }
  | { type: 'link'; label: string; href: string; customProps?: CustomProps }
  | { type: 'autogenerated'; dir: string }
  | { type: 'category'; label: string; collapsible?: boolean; collapsed?: boolean; link?: CategoryLinkConfig; items: SidebarItemConfig[]; customProps?: CustomProps };

/** A category's own page: a doc, or an index of its items (`title`: the index page's title, else the category's label). */
export type CategoryLinkConfig = { type: 'generated-index'; slug?: string; title?: string; description?: string; keywords?: string[]; image?: string } | { type: 'doc'; id: string };

export const categoryLink = z.union([
  z.strictObject({
    type: z.literal('generated-index'),
    slug: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    /** The index page's `<meta name="keywords">`, and its social card (a path in the static folder or a URL), as Docusaurus's. */
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
  }),
  z.strictObject({ type: z.literal('doc'), id: z.string() }),
]);

/** What a config may write for a sidebar item: SidebarItemConfig plus Docusaurus's other spellings. */
export type SidebarItemInput =
  | string
  | { type: 'doc'; id: string; label?: string; className?: string; customProps?: CustomProps }
  | { type: 'link'; label: string; href: string; customProps?: CustomProps }
  | { type: 'autogenerated'; dir: string }
  | { type: 'autogenerated'; dirName: string }
  | { type: 'category'; label: string; collapsible?: boolean; collapsed?: boolean; link?: CategoryLinkConfig; items: SidebarItemInput[]; customProps?: CustomProps }
  | SidebarShorthandInput;

/** Docusaurus's shorthand: `{ 'Getting started': ['intro', 'install'] }` is one category per key. */
export type SidebarShorthandInput = { [label: string]: SidebarItemInput[] };

const customProps = z.record(z.string(), z.unknown());

const sidebarItem: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    z.string(),
    z.strictObject({ type: z.literal('doc'), id: z.string(), label: z.string().optional(), className: z.string().optional(), customProps: customProps.optional() }),
    z.strictObject({ type: z.literal('link'), label: z.string(), href: safeLink, customProps: customProps.optional() }),
    z.strictObject({ type: z.literal('autogenerated'), dir: z.string() }),
    // Docusaurus's spelling, so a site can import its existing sidebars file unchanged.
    z.strictObject({ type: z.literal('autogenerated'), dirName: z.string() }).transform(({ dirName }) => ({ type: 'autogenerated' as const, dir: dirName })),
    z.strictObject({
      type: z.literal('category'),
      label: z.string(),
      // Like Docusaurus: collapsible and collapsed unless the category says otherwise.
      collapsible: z.boolean().optional(),
      collapsed: z.boolean().optional(),
      link: categoryLink.optional(),
      items: z.array(sidebarItem),
      customProps: customProps.optional(),
    }),
  ]),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Docusaurus's shorthand objects written out as categories, before validation (so problems keep their paths). */
function expandShorthand(items: unknown): unknown {
  if (isPlainObject(items)) return Object.entries(items).map(([label, children]) => ({ type: 'category', label, items: expandShorthand(children) }));
  if (!Array.isArray(items)) return items;
  return items.flatMap((item: unknown) => {
    if (!isPlainObject(item)) return [item];
    if (!('type' in item)) return expandShorthand(item) as unknown[];
    return [item.type === 'category' && 'items' in item ? { ...item, items: expandShorthand(item.items) } : item];
  });
}

/** A sidebar: a list of items, or (Docusaurus's shorthand) an object whose keys are category labels. */
export const sidebarsSchema = z.preprocess(
  (value) => (isPlainObject(value) ? Object.fromEntries(Object.entries(value).map(([id, items]) => [id, expandShorthand(items)])) : value),
  z.record(z.string(), z.array(sidebarItem)),
) as unknown as z.ZodType<Record<string, SidebarItemConfig[]>, Record<string, SidebarItemInput[] | SidebarShorthandInput>>;

/**
 * A plugin entry as the config stage checks it: an object with a name. Its hooks are checked and
 * typed by the plugins stage (src/plugins/withPlugins.ts), which the config stage does not import.
 */
export type PluginEntry = { name: string; [hook: string]: unknown };
/**
 * An entry naming one of docsgen's own plugins and its options, which the plugins stage makes: how
 * a config mapped from Docusaurus's (fromDocusaurus) asks for search() or images() without the
 * config stage importing the plugins.
 */
export type BuiltInEntry = { name: string; builtInOptions: Record<string, unknown> };
/**
 * A plugin of a Docusaurus config that docsgen runs (src/plugins/docusaurusPlugin.ts): the entry as
 * written (a module name or path, or the plugin function), its options, where the config lists it
 * (`docusaurus.config.ts: plugins[2]`) and the Docusaurus config itself (the plugin's `siteConfig`).
 */
export type DocusaurusPluginEntry = {
  name: string;
  docusaurusPlugin: { plugin: string | ((...args: never[]) => unknown); options: Record<string, unknown>; at: string; siteConfig: Record<string, unknown> };
};
const plugin = z.custom<PluginEntry>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string',
  { message: 'a plugin object with a name (call the plugin factory, e.g. search({...}))' },
);

/** A required key's message when it is missing says what to write. */
const required = (what: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `required: add ${what} to the config` : undefined);

/** The sidebar of a config that names none: every page under the docs folder, by folder. */
export const DEFAULT_SIDEBARS: Record<string, SidebarItemConfig[]> = { docs: [{ type: 'autogenerated', dir: '.' }] };

/** A unified plugin list (a plugin, or `[plugin, options]`), as remark and rehype take it. */
const pluginEntries = z.array(z.custom<Pluggable>((entry) => typeof entry === 'function' || (Array.isArray(entry) && typeof entry[0] === 'function'), 'expected a remark/rehype plugin (a function) or [plugin, options]'));
const pluginList = pluginEntries.default([]);

/**
 * A content source's own remark/rehype lists (Docusaurus's content-plugin options of the same
 * names): they run on that source's pages only, after the config's `markdown.*` lists of the same name.
 */
/**
 * A docs instance's `include`/`exclude` (glob patterns, relative to its folder and each version's,
 * of its page files; each replaces Docusaurus's default: see pageGlobs.ts), `breadcrumbs` and its categories' defaults.
 */
const docsInstanceOptions = {
  include: z.array(z.string()).optional(),
  exclude: z.array(z.string()).optional(),
  /** `false`: the instance's pages show no breadcrumbs (Docusaurus's option). */
  breadcrumbs: z.boolean().optional(),
  /** Docusaurus's `sidebarCollapsible`: `false`, no category of its sidebars can be closed (all open). */
  sidebarCollapsible: z.boolean().optional(),
  /** Docusaurus's `sidebarCollapsed`: `false`, its sidebars' categories start open. A category's own `collapsible`/`collapsed` wins. */
  sidebarCollapsed: z.boolean().optional(),
};

export type SourcePluginLists = { [list in 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins']?: Pluggable[] };
const sourcePluginLists = {
  beforeDefaultRemarkPlugins: pluginEntries.optional(),
  remarkPlugins: pluginEntries.optional(),
  beforeDefaultRehypePlugins: pluginEntries.optional(),
  rehypePlugins: pluginEntries.optional(),
};

export const siteConfigSchema = z.strictObject({
  title: z.string({ error: required(`title: 'My project'`) }).min(1),
  tagline: z.string().default(''),
  url: z.url({ error: required(`url: 'https://docs.example.com'`) }),
  // As Docusaurus's baseUrl: the path the site is served under (`/repo-name/`); a `url` with a path means the same (see resolveUrls).
  baseUrl: z
    .string()
    .regex(/^\/[^?#\s\\]*$/, { message: "a path starting with / (e.g. '/repo-name/'), without a query or fragment" })
    .refine((base) => !base.startsWith('//'), { message: "a path starting with a single / (e.g. '/repo-name/')" })
    .optional(),
  // As Docusaurus's: true writes `/docs/x` as docs/x/index.html and links it as /docs/x/ (see routeToFile, pageAddress).
  trailingSlash: z.boolean().default(false),
  favicon: z.string().optional(),
  logo: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
  contentDir: z.string().default('content'),
  themeDir: z.string().default('theme'),
  theme: z
    .strictObject({
      customCss: z.array(z.string()).default([]),
      /**
       * The theme's styles in a CSS cascade layer (with the Infima rules a Docusaurus site's pages use):
       * the site's own CSS, outside any layer, wins over them whatever its selectors, as with
       * Docusaurus's `future.v4.useCssCascadeLayers`.
       */
      cascadeLayer: z.boolean().optional(),
      /** Code colours from prism-react-renderer themes (Docusaurus's `themeConfig.prism.theme`/`darkTheme`); without them, the theme's own. */
      prism: z
        .strictObject({
          theme: prismTheme.optional(),
          darkTheme: prismTheme.optional(),
          /**
           * The only fence languages highlighted (names and aliases as Prism knows them: `bash`, `js`);
           * a block in another is plain text. A Docusaurus config's are its Prism's: prism-react-renderer's
           * bundled languages and `themeConfig.prism.additionalLanguages`. Left out: every language docsgen has a grammar for.
           */
          languages: z.array(z.string()).optional(),
        })
        .optional(),
    })
    .default({ customCss: [] }),
  outDir: z.string().default('build'),
  /** The largest page (its file, in bytes) a build accepts: a bigger one is an error naming it. */
  maxPageSize: z.number().int().positive().default(5 * 1024 * 1024),
  /**
   * The longest one page's work (parse, plugins, MDX, its body and its frame rendered) may take,
   * in seconds: past it the build stops the page's worker and fails, naming the page.
   */
  pageTimeout: z.number().positive().max(24 * 60 * 60).default(60),
  /** The heap a page worker may use, in MB: past it the build fails, naming the page. */
  pageMemory: z.number().int().min(64).max(65536).default(DEFAULT_PAGE_MEMORY),
  editUrl: z.union([safeUrl, z.custom<DocsEditUrlFunction>(isFunction, 'a URL, or a function of the page returning one')]).optional(),
  titleDelimiter: z.string().default('|'),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      hideOnScroll: z.boolean().default(true),
      /** Docusaurus's `navbar.style`: 'dark' (dark in both colour modes) or 'primary' (the brand colour); left out, the colour mode's. */
      style: z.enum(['dark', 'primary']).optional(),
      /**
       * The site's own SearchBar component (a Docusaurus site's swizzled `src/theme/SearchBar`, for its
       * navbar `search` item, with no search plugin) in the navbar: among the left items before the one of
       * `leftIndex`, else at the right end, where docsgen's search box would stand.
       */
      ownSearchBar: z.strictObject({ leftIndex: z.number().int().min(0).optional() }).optional(),
      // Left out: one item per sidebar (see siteData).
      items: z.array(navItem).optional(),
    })
    .default({ hideOnScroll: true }),
  footer: z
    .strictObject({
      style: z.enum(['dark', 'light']).default('dark'),
      copyright: z.string({ error: required(`copyright: '…' to footer`) }),
      copyrightLink: z.strictObject({ text: z.string(), href: safeUrl }).optional(),
      /** The copyright line as HTML (Docusaurus's `footer.copyright`): shown as written, in place of `copyright` and `copyrightLink`. */
      copyrightHtml: z.string().optional(),
      // As Docusaurus: columns with a title, or one row of links.
      links: z.union([z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })), z.array(footerLink)]).default([]),
      logo: z.strictObject({ src: z.string(), alt: z.string(), href: safeLink.optional() }).optional(),
    })
    .optional(),
  /** The social card image of every page (`og:image`), a path in the static folder or a URL. */
  image: z.string().optional(),
  /**
   * Tags written into every page as they are (analytics, a widget's script, a stylesheet from a
   * CDN): `{ tagName, attributes, innerHTML, position }`, at the end of `<head>` (the default), the
   * start of `<body>` (`'bodyStart'`) or its end (`'bodyEnd'`). A Docusaurus config's `scripts`,
   * `stylesheets` and `headTags` become these.
   */
  htmlTags: z
    .array(
      z.strictObject({
        tagName: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, 'a tag name, e.g. script, link, meta'),
        attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
        innerHTML: z.string().optional(),
        position: z.enum(['head', 'bodyStart', 'bodyEnd']).default('head'),
      }),
    )
    .default([]),
  /**
   * Modules loaded in the browser on every page before it starts (Docusaurus's `clientModules`):
   * scripts (their `onRouteUpdate` / `onRouteDidUpdate` exports are called on each navigation, as
   * Docusaurus calls them) and stylesheets, paths relative to the config's folder.
   */
  clientModules: z.array(z.string()).default([]),
  /** Extra `<meta>` tags on every page, as Docusaurus's themeConfig.metadata. */
  metadata: z.array(z.union([z.strictObject({ name: z.string(), content: z.string() }), z.strictObject({ property: z.string(), content: z.string() })])).default([]),
  /**
   * Where the site's files are: 'docsgen' reads `<contentDir>/docs` and `<contentDir>/static`;
   * 'docusaurus' reads `docs/` and `static/` at the config's folder, as Docusaurus does.
   */
  layout: z.enum(['docsgen', 'docusaurus']).default('docsgen'),
  /** Also write `/llms-full.txt`: every page of llms.txt as Markdown in one file (docusaurus-plugin-llms's `fullContent`). */
  llmsFullTxt: z.boolean().optional(),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string().min(1),
      link: z.strictObject({ text: z.string(), href: safeUrl }).optional(),
      /** The bar's content as HTML, shown as written in place of `content` and `link` (a Docusaurus `announcementBar.content`). */
      html: z.string().optional(),
      isCloseable: z.boolean().default(true),
      /** The bar's background and text colours (any CSS colour); left out, the theme's. */
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(true),
      /** No colour-mode toggle; the page shows `defaultMode` (or the system's, with respectPrefersColorScheme), whatever was stored (Docusaurus's `disableSwitch`). */
      disableSwitch: z.boolean().optional(),
    })
    .default({ defaultMode: 'light', respectPrefersColorScheme: true }),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, {
      message: 'minHeadingLevel must not be greater than maxHeadingLevel',
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  // As Docusaurus's `markdown.format`: 'detect' reads .md files as CommonMark and .mdx as MDX;
  // 'mdx' reads every page and partial as MDX (Docusaurus 3's default).
  // The four plugin lists are Docusaurus's content-plugin options, in its order: the
  // beforeDefault… lists run before docsgen's own remark/rehype plugins, the others after them.
  // They apply to every page; `docs`, `otherDocs[]`, `blog` and `pages` have lists of the same
  // names for their own pages, which run after these.
  markdown: z
    .strictObject({
      format: z.enum(['detect', 'mdx']).default('detect'),
      /**
       * Docusaurus's `markdown.mdx1Compat`, each on unless turned off: `comments` drops HTML
       * comments in MDX (off: a `<!--` stops the page, as MDX 3 reads it); `admonitions` reads
       * `:::note Title` as an admonition titled so (off: that line is text; `:::note[Title]`
       * works either way); `headingIds` reads `## Title {#id}` in MDX (off: the braces are an
       * expression, which stops the page; `\{#id\}` works either way).
       */
      mdx1Compat: z
        .strictObject({ comments: z.boolean().default(true), admonitions: z.boolean().default(true), headingIds: z.boolean().default(true) })
        .default({ comments: true, admonitions: true, headingIds: true }),
      /**
       * ```` ```mermaid ```` fences drawn as diagrams (Docusaurus's `markdown.mermaid` with
       * `@docusaurus/theme-mermaid`), with the `mermaid` package the site installs: `true`, or
       * `{ theme: { light, dark }, options }` (Docusaurus's `themeConfig.mermaid`: each colour
       * mode's Mermaid theme, `default` and `dark` unless set, and what `mermaid.initialize` gets).
       * The page keeps the source as a code block; only pages with a diagram load Mermaid.
       */
      mermaid: z
        .union([
          z.boolean(),
          z.strictObject({
            theme: z.strictObject({ light: z.string().optional(), dark: z.string().optional() }).optional(),
            options: z.record(z.string(), z.unknown()).optional(),
          }),
        ])
        .default(false),
      beforeDefaultRemarkPlugins: pluginList,
      remarkPlugins: pluginList,
      beforeDefaultRehypePlugins: pluginList,
      rehypePlugins: pluginList,
    })
    .default({ format: 'detect', mdx1Compat: { comments: true, admonitions: true, headingIds: true }, mermaid: false, beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] }),
  docs: z
    .strictObject({
      /**
       * The instance's plugin id (Docusaurus's docs `id`; `default` unless given): what
       * `docsPluginId`, `usePluginData`, the version hooks and `docs:version --id` name it by, and
       * the prefix of its versioning files (`<id>_versions.json`).
       */
      id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'an id of letters, digits, - and _').optional(),
      routeBasePath: z.string().default('docs'),
      versionLabel: z.string().default('Next'),
      // Left out: the first page of the first sidebar (see buildRoutes).
      mainDocId: z.string().optional(),
      // Past this many items, a sidebar list is cut down to each page's neighbourhood in its HTML
      // (sidebarView); the browser shows the whole list from the sidebar's file.
      sidebarInlineLimit: z.number().int().min(5).default(SIDEBAR_INLINE_LIMIT),
      /**
       * Docusaurus's `themeConfig.docs.sidebar`: `hideable` puts a button at the foot of the docs
       * sidebar that folds it away (kept folded while the visitor moves between pages, as in
       * Docusaurus); `autoCollapseCategories`: opening a category closes its siblings.
       */
      sidebar: z.strictObject({ hideable: z.boolean().optional(), autoCollapseCategories: z.boolean().optional() }).optional(),
      /** The docs folder, relative to the config's folder (left out: as `layout` says). */
      path: z.string().optional(),
      /** A module whose default export is the sidebars (Docusaurus's sidebars.js/ts), relative to the config's folder. */
      sidebarPath: z.string().optional(),
      /** The "Last updated" date from git on each page. */
      showLastUpdateTime: z.boolean().default(true),
      /** "by <author>" after the date: the last commit's author, or front matter `last_update.author`. */
      showLastUpdateAuthor: z.boolean().optional(),
      // Versioned docs as Docusaurus keeps them (versions.json, versioned_docs/, versioned_sidebars/).
      /** The version served at the route base (default: the newest in versions.json, else the current docs). */
      lastVersion: z.string().optional(),
      /** Per version (`current` or a name in versions.json): label, path, banner, badge. */
      versions: z.record(z.string(), docsVersionOptions).optional(),
      onlyIncludeVersions: z.array(z.string()).optional(),
      includeCurrentVersion: z.boolean().optional(),
      disableVersioning: z.boolean().optional(),
      ...docsInstanceOptions,
      ...sourcePluginLists,
    })
    .default({ routeBasePath: 'docs', versionLabel: 'Next', sidebarInlineLimit: SIDEBAR_INLINE_LIMIT, showLastUpdateTime: true }),
  sidebars: sidebarsSchema.default(DEFAULT_SIDEBARS),
  /**
   * More docs instances, each with its own folder, route base and sidebars (Docusaurus's further
   * `@docusaurus/plugin-content-docs` plugins): versioned with `<id>_versions.json`.
   */
  otherDocs: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'an id of letters, digits, - and _'),
        /** Its folder, relative to the config's folder. */
        path: z.string(),
        /** Its URL path (default: its id). */
        routeBasePath: z.string().optional(),
        /** A module whose default export is its sidebars, relative to the config's folder. */
        sidebarPath: z.string().optional(),
        sidebars: sidebarsSchema.optional(),
        versionLabel: z.string().default('Next'),
        lastVersion: z.string().optional(),
        versions: z.record(z.string(), docsVersionOptions).optional(),
        onlyIncludeVersions: z.array(z.string()).optional(),
        includeCurrentVersion: z.boolean().optional(),
        disableVersioning: z.boolean().optional(),
        /** Its pages' last update date and author, as the site's `docs` options of the same names (left out: as the site's docs). */
        showLastUpdateTime: z.boolean().optional(),
        showLastUpdateAuthor: z.boolean().optional(),
        /** Its pages' "Edit this page" link, as the site's `editUrl` (which only the site's own docs use). */
        editUrl: z.union([safeUrl, z.custom<DocsEditUrlFunction>(isFunction, 'a URL, or a function of the page returning one')]).optional(),
        ...docsInstanceOptions,
        ...sourcePluginLists,
      }),
    )
    .default([]),
  /** A blog as Docusaurus's blog plugin lays it out (left out: no blog). Option names are Docusaurus's. */
  blog: z
    .strictObject({
      /** The posts' folder, relative to the config's folder (Docusaurus layout) or the content folder. */
      path: z.string().default('blog'),
      routeBasePath: z.string().default('blog'),
      blogTitle: z.string().default('Blog'),
      blogDescription: z.string().default('Blog'),
      /** Posts in the recent-posts sidebar: a number, 'ALL', or 0 for none. */
      blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
      blogSidebarTitle: z.string().default('Recent posts'),
      /** The recent posts under a heading per year (Docusaurus's themeConfig.blog.sidebar.groupByYear). */
      sidebarGroupByYear: z.boolean().default(true),
      /** Posts per list page, or 'ALL' for one page. */
      postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
      showReadingTime: z.boolean().default(true),
      /** A post's "Last updated on <date>" (its last commit, or front matter `last_update.date`) under it: off unless set, as Docusaurus's blog. */
      showLastUpdateTime: z.boolean().default(false),
      /** "by <author>" (the last commit's author, or front matter `last_update.author`): off unless set. */
      showLastUpdateAuthor: z.boolean().default(false),
      /** The authors file below the blog folder. */
      authorsMapPath: z.string().default('authors.yml'),
      /** The tags file below the blog folder (false: none). */
      tags: z.union([z.string(), z.literal(false)]).default('tags.yml'),
      /** A post's tag (or author) not in tags.yml (authors.yml). */
      onInlineTags: gateAction.default('warn'),
      onInlineAuthors: gateAction.default('warn'),
      /** A listed post without a truncation marker. */
      onUntruncatedBlogPosts: gateAction.default('warn'),
      archiveBasePath: z.string().default('archive'),
      tagsBasePath: z.string().default('tags'),
      pageBasePath: z.string().default('page'),
      authorsBasePath: z.string().default('authors'),
      /** Base URL of the "Edit this page" link: editUrl + the post's path below the site's folder. */
      editUrl: z.union([safeLink, z.custom<BlogEditUrlFunction>(isFunction, 'a URL, or a function of the post returning one')]).optional(),
      feedOptions: z
        .strictObject({
          /** 'all', one of 'rss' | 'atom' | 'json', a list of them, or null for no feed. */
          type: z.union([z.literal('all'), z.enum(['rss', 'atom', 'json']), z.array(z.enum(['rss', 'atom', 'json'])), z.null()]).default(['rss', 'atom']),
          title: z.string().optional(),
          description: z.string().optional(),
          copyright: z.string().optional(),
          language: z.string().optional(),
          /** The newest posts a feed holds (false: all). */
          limit: z.union([z.number().int().min(1), z.literal(false)]).default(20),
          /** rss.xsl / atom.xsl beside the feeds, so a browser shows a feed as a readable page. */
          xslt: z.boolean().default(false),
        })
        .default({ type: ['rss', 'atom'], limit: 20, xslt: false }),
      ...sourcePluginLists,
    })
    .optional(),
  /** The Markdown pages outside the docs (src/pages, the home page): their own remark/rehype lists. */
  pages: z.strictObject({ ...sourcePluginLists }).default({}),
  landing: z
    .strictObject({
      cta: z.strictObject({ label: z.string(), to: safeLink }, { error: required(`cta: { label: 'Get started', to: '/docs/intro' } to landing`) }),
      features: z.array(z.strictObject({ title: z.string(), body: z.string() })).default([]),
    })
    .optional(),
  gates: z
    .strictObject({
      onBrokenLinks: gateAction.default('throw'),
      onBrokenAnchors: gateAction.default('throw'),
      onBrokenMarkdownLinks: gateAction.default('throw'),
      onDuplicateRoutes: gateAction.default('warn'),
      // What the sanitizer removed is always removed; these decide whether the build fails.
      onUnsafeLinks: z.enum(['throw', 'warn']).default('throw'),
      onUnsafeHtml: z.enum(['throw', 'warn']).default('throw'),
      /** Content shown differently than written or left out, each named by file:line (`build --strict`: 'throw'). */
      onWarnings: gateAction.default('warn'),
      /** Links the crawl of the built site finds broken. */
      onCrawlErrors: gateAction.default('throw'),
      /** Path patterns (`/blog/**`, `/docs/api/*`) of links no gate reports: parts of an old site that were not moved. */
      ignoreLinks: z.array(z.string().startsWith('/')).default([]),
    })
    .default({
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'throw',
      onBrokenMarkdownLinks: 'throw',
      onDuplicateRoutes: 'warn',
      onUnsafeLinks: 'throw',
      onUnsafeHtml: 'throw',
      onWarnings: 'warn',
      onCrawlErrors: 'throw',
      ignoreLinks: [],
    }),
  /**
   * The site's languages (Docusaurus's `i18n`): every locale is built, the default at the base URL,
   * each other under `/<locale>/`, its translations read from `<path>/<locale's path>/` (see resolveI18n).
   */
  i18n: z
    .strictObject({
      defaultLocale: z.string().min(1),
      locales: z.array(z.string().min(1)).min(1),
      /** The translations' folder, relative to the config's folder. */
      path: z.string().default('i18n'),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
            htmlLang: z.string().optional(),
            calendar: z.string().optional(),
            /** The locale's folder in `path` (default: the locale's name). */
            path: z.string().optional(),
            /** Where the locale is published, when not beside the default locale (Docusaurus's `url` and `baseUrl` of a locale). */
            url: z.string().optional(),
            baseUrl: z.string().optional(),
            translate: z.boolean().optional(),
          }),
        )
        .default({}),
    })
    .default({ defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} }),
  plugins: z.array(plugin).default([]),
  /**
   * Pages that send the visitor on to another (Docusaurus's plugin-client-redirects; option names
   * are its): an HTML page at each `from` path. Left out: none.
   */
  clientRedirects: z
    .strictObject({
      redirects: z.array(z.strictObject({ from: z.union([z.string(), z.array(z.string())]), to: z.string() })).default([]),
      /** `html` → `/install.html` sends the visitor on to `/install`. */
      fromExtensions: z.array(z.string()).default([]),
      /** `html` → `/install` sends the visitor on to the page `/install.html`. */
      toExtensions: z.array(z.string()).default([]),
      /** Called with every page's path: the paths (`from`) that send the visitor on to it. */
      createRedirects: z.custom<(path: string) => string | string[] | null | undefined | void>((value) => typeof value === 'function', 'must be a function').optional(),
    })
    .optional(),
  /** Docusaurus's `customFields`: any values, for site components (`useDocusaurusContext().siteConfig.customFields`). */
  customFields: z.record(z.string(), z.unknown()).default({}),
});

/** What site.config.ts may write, apart from its plugin list. */
export type ConfigInput = Omit<z.input<typeof siteConfigSchema>, 'plugins'>;
