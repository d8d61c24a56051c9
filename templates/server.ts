/** Server entry of the theme: everything the build's renderer needs. */
export { App } from './App.js';
export { Document } from './Document.js';
export { markdownComponents } from './markdown/index.js';
export { pages } from 'docsgen:pages';
// The context the theme's words come from: the page workers provide the locale's words around a page's body with it.
export { ThemeMessagesContext } from 'docsgen/theme';
