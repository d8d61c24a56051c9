import type { ComponentType, ReactElement } from 'react';
import { dedupeHeadTags, type HeadTag } from '../../shared/headTags.js';
import type { DocusaurusSite } from './docusaurus/siteContext.js';
import { CODE_BLOCK_RUNTIME } from './docusaurus/codeBlock/codeBlockRuntimeId.js';
import { ISLAND_MODULE } from './islands/islandModuleId.js';
import type { MdxRuntime } from './loadMdxRuntime.js';

export interface RenderedPageModule {
  html: string;
  /** What the page's `<Head>`s put in its document's `<head>`, deduplicated (see dedupeHeadTags). */
  head: HeadTag[];
  /** The island modules the render showed (site-relative paths, see collectIslands). */
  modules: ReadonlySet<string>;
  /** The render read the locale's code translations (see withCodeTranslations). */
  translated: boolean;
}

/** A site with nothing configured, for pages rendered without one (unit tests, a bare MDX processor). */
export const DEFAULT_SITE: Omit<DocusaurusSite, 'pathname'> = {
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, trailingSlash: false },
  colorMode: 'light',
};

/**
 * Renders a bundled page module (an MDX page's content, a React page) to static HTML inside the
 * site's context. The locale's code translations are current while the module loads and renders,
 * and the `<Head>` tags and islands it shows are collected. `element` makes the page's element
 * from the module's default export.
 */
export function renderPageModule(runtime: MdxRuntime, site: DocusaurusSite, code: string, element: (exported: ComponentType) => ReactElement): RenderedPageModule {
  const { createElement, renderToStaticMarkup, DocusaurusSiteContext } = runtime;
  const localized = runtime.withCodeTranslations(site.codeTranslations?.messages, () => {
    const exported = evaluateBundle(code, runtime);
    return runtime.collectHead(() => runtime.collectIslands(() => renderToStaticMarkup(createElement(DocusaurusSiteContext.Provider, { value: site }, element(exported)))));
  });
  const { head, result } = localized.result;
  return { html: result.result, head: dedupeHeadTags(head), modules: result.modules, translated: localized.translated };
}

/** Runs the bundled CommonJS module; its imports of React and the built-ins get the runtime's (one React). */
function evaluateBundle(code: string, runtime: MdxRuntime): ComponentType {
  const module: { exports: { default?: ComponentType } } = { exports: {} };
  const { builtinModules, islandModule, codeBlockRuntime } = runtime;
  const require = (id: string): unknown =>
    id === ISLAND_MODULE ? { islandModule } : id === CODE_BLOCK_RUNTIME ? codeBlockRuntime : id in builtinModules ? { __esModule: true, ...builtinModules[id] } : runtime.require(id);
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports.default!;
}
