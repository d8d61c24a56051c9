import type { PageSource } from '../pageSource.js';
import type { Route } from '../types.js';
import { standalonePages } from './standalonePages.js';

/** Markdown pages outside the docs (src/pages in Docusaurus's layout): the doc layout without a sidebar, like the home page. */
export const pagesSource: PageSource = {
  name: 'pages',
  kinds: ['page'],
  content: standalonePages('others'),
  routes: ({ pages }) => pages.map((doc): Route => ({ path: doc.route, kind: 'page', title: doc.title, description: doc.description, doc, origin: doc.displayPath })),
};
