/**
 * What an MDX page is rendered with at build time: docsgen's built-in modules, the contexts it
 * provides, the island wrapper and React's server renderer. Compiled and loaded per build by
 * loadMdxRuntime, with the build's one React (the site's or docsgen's), never imported directly.
 */
export { createElement, renderToStaticMarkup } from '../../theme/reactRuntime.js';
export { builtinModules } from './components/index.js';
export { TabsCounter } from './components/Tabs.js';
export { DocusaurusSiteContext } from './docusaurus/siteContext.js';
export { collectIslands, islandModule } from './islands/islandServer.js';
export { collectHead } from './docusaurus/Head.js';
export { withCodeTranslations } from './docusaurus/Translate.js';
export * as codeBlockRuntime from './docusaurus/codeBlock/codeBlockRuntime.js';
