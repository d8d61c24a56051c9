import type { PageSource } from '../pageSource.js';
import type { Route } from '../types.js';
import { standalonePages } from './standalonePages.js';

/**
 * React pages (a `.js`/`.jsx`/`.ts`/`.tsx` file of src/pages in Docusaurus's layout, its default
 * export the page): the component's HTML across the main column, at the route of its path
 * (`index.tsx` is `/`). Titled by its `<Layout title description>` (see processReactPage).
 */
export const reactPagesSource: PageSource = {
  name: 'reactPages',
  kinds: ['react'],
  content: standalonePages('react'),
  routes: ({ pages, config }) =>
    pages.map((doc): Route => ({ path: doc.route, kind: 'react', title: doc.title, description: doc.description || (doc.route === '/' ? config.tagline : ''), doc, origin: doc.displayPath })),
};
