/** Server entry of the theme: everything the build's renderer needs. */
export { App } from './App.js';
export { Document } from './Document.js';
export { markdownComponents } from './markdown/index.js';
export { pages } from 'docsgen:pages';
