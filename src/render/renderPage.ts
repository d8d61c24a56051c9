import type { ClientAssets } from '../client/clientAssets.js';
import { RenderError } from '../util/errors.js';
import { canonicalUrl, documentTitle } from '../shared/documentHead.js';
import type { Route } from '../routes/types.js';
import type { InitialData, PageData, PageKind, SiteData } from '../shared/types.js';
import { clientLoaderScript, NOT_FOUND_HEAD_SCRIPT } from './headScript.js';
import { scriptSafeJson } from './scriptSafeJson.js';
import { withPageHead } from './withPageHead.js';
import { themeFrame } from '../theme/themeFrame.js';
import type { Theme } from '../theme/theme.js';
import type { SiteHtmlTags } from '../shared/htmlTags.js';
import { withSiteTags } from './withSiteTags.js';
import { ISLAND_TAG } from '../shared/islands.js';
import { MERMAID_TAG } from '../shared/mermaid.js';
import type { HeadTag } from '../shared/headTags.js';

export interface RenderedPage {
  html: string;
  /** JSON of the page data, for client-side navigation. */
  json: string;
}

/** Renders one route to a complete HTML document (renderToString, so the browser can hydrate). */
export interface RenderContext {
  site: SiteData;
  theme: Theme;
  assets: ClientAssets;
  headScript: string;
  favicon?: string;
  /** The site's own tags for every page (config `htmlTags`, plugins' injectHtmlTags). */
  htmlTags?: SiteHtmlTags;
  /** The locale's code translations (i18n/<locale>/code.json and the theme's words): what the frame's translate() / <Translate> read (a site's swizzles). */
  codeTranslations?: Readonly<Record<string, string>>;
}

export function renderPage(route: Route, data: PageData, { site, theme, assets, headScript, favicon, htmlTags, codeTranslations }: RenderContext): RenderedPage {
  // The theme module's own React (the site's or docsgen's, see compileTheme): one React per page.
  const { createElement, renderToStaticMarkup, renderToString } = theme.react;
  let appHtml: string;
  try {
    const render = () => renderToString(createElement(theme.App, { site, page: data, Page: theme.pages[data.kind] }));
    appHtml = theme.withCodeTranslations ? theme.withCodeTranslations(codeTranslations, render).result : render();
  } catch (error) {
    const at = themeFrame(error);
    throw new RenderError(`${route.origin}: the theme threw while rendering ${route.path}: ${(error as Error).message}${at ? ` (at ${at})` : ''}`, { cause: error });
  }
  // Neither the body nor the sidebar is repeated here: the browser reads the body back from the
  // page and loads the sidebar from its own file.
  const initial: InitialData = { site, page: { ...data, html: '', sidebar: undefined, sidebarGaps: undefined }, chunks: assets.chunks };
  // A page with islands loads the island bundle as well (a site's other pages load what a site
  // without islands loads): its entry, which imports the main one, is the page's script. Client
  // navigation to the page adds it to the head (see applyPageHead); it runs once per visit. The
  // not-found page loads it too: on a static host it may show a page with islands in its place
  // (`/x/index.html` for `/x`, see resolveStaticHostPath), whose head is not applied.
  const islands = assets.islands && (data.kind === 'notFound' || data.html.includes(`<${ISLAND_TAG}`)) ? assets.islands : undefined;
  const preload = assets.preload[data.kind] ?? [];
  const entry = islands ? islands.entry : assets.entry;
  const scripts = islands ? [...new Set([...preload, assets.entry, ...islands.preload])] : preload;
  const islandScript: HeadTag[] = islands ? [{ tag: 'script', attributes: { type: 'module', src: islands.entry } }] : [];
  // A page with a Mermaid diagram loads the diagram script (which loads Mermaid); no other page does.
  const diagramScript: HeadTag[] = assets.mermaid && data.html.includes(`<${MERMAID_TAG}`) ? [{ tag: 'script', attributes: { type: 'module', src: assets.mermaid } }] : [];
  const pageHead = [...(data.head ?? []), ...diagramScript];
  const html = renderToStaticMarkup(
    createElement(theme.Document, {
      site,
      page: data,
      documentTitle: documentTitle(data, site),
      canonicalUrl: canonicalUrl(data, site),
      favicon,
      appHtml,
      assets: { css: assets.css, entry, preload: scripts },
      initialData: scriptSafeJson(initial),
      headScript: [headScript, data.kind === 'notFound' ? NOT_FOUND_HEAD_SCRIPT : '', clientLoaderScript(entry, scripts)].filter(Boolean).join(';'),
    }),
  );
  // The route's JSON leaves the sidebar out too: the browser loads it once, from its own file.
  return { html: `<!DOCTYPE html>${withSiteTags(data.head || diagramScript.length > 0 ? withPageHead(html, pageHead) : html, htmlTags)}`, json: JSON.stringify({ ...data, sidebar: undefined, sidebarGaps: undefined, ...(islands || diagramScript.length > 0 ? { head: [...pageHead, ...islandScript] } : {}) }) };
}


