import type { ComponentType, Context } from 'react';
import type { ThemeMessageId } from './themeMessages.js';
import type { PageData, PageKind, SiteData } from './types.js';

/** Props every page component (a route chunk: DocPage, CategoryPage, Landing, MarkdownPage, NotFound) receives. */
export interface PageProps {
  site: SiteData;
  page: PageData;
}

/** Props of the theme's `App`: the root both the build (renderToString) and the browser (hydrateRoot) render. */
export interface AppProps {
  site: SiteData;
  page: PageData;
  /** The page kind's component, to render inside the frame. */
  Page: ComponentType<PageProps>;
  /** A client navigation is taking longer than a moment. */
  loading?: boolean;
  /** The next page's chunk failed to load; `retry` tries again. */
  loadError?: { message: string; retry: () => void };
}

export interface DocumentAssets {
  css: string;
  entry: string;
  /** Chunks the entry imports at once for this page kind: preloaded to save a round trip. */
  preload: string[];
}

/** Props of the theme's `Document`: the HTML shell around the rendered app (server only). */
export interface DocumentProps {
  site: SiteData;
  page: PageData;
  documentTitle: string;
  canonicalUrl: string;
  favicon?: string;
  appHtml: string;
  assets: DocumentAssets;
  /** Serialised InitialData, already escaped for a <script> element: put it in `<script id="__docsgen_data" type="application/json">`. */
  initialData: string;
  /** Runs before the page paints (colour mode): put it in an inline `<script>` in `<head>`. */
  headScript: string;
}

/**
 * What a theme's `server.ts` exports. Besides it, a theme has one default-exported component per
 * page kind (`DocPage.tsx`, `CategoryPage.tsx`, `Landing.tsx`, `MarkdownPage.tsx`, `NotFound.tsx`: the browser loads
 * each as its own chunk), `App.tsx` exporting `App`, and `styles/index.css`.
 */
export interface ThemeModule {
  App: ComponentType<AppProps>;
  Document: ComponentType<DocumentProps>;
  /**
   * Components rehype-react uses for Markdown elements, by tag name (`pre`, `h2`, `img`, …). A
   * heading a component rendered or written as JSX comes with a `data-component-heading` prop: as
   * Docusaurus, the default theme draws it as written (no anchor class or hash link).
   */
  markdownComponents: Record<string, ComponentType<never>>;
  /**
   * The theme's own instance of ThemeMessagesContext (`docsgen/theme`'s, bundled into the theme):
   * the page body's components (a heading's link) read the locale's words from it. A theme without
   * it renders them in English.
   */
  ThemeMessagesContext?: Context<Partial<Record<ThemeMessageId, string>> | undefined>;
  pages: Record<PageKind, ComponentType<PageProps>>;
}
