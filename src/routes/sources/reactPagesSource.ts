import type { ContentSource } from '../../content/contentSource.js';
import type { PageSource } from '../pageSource.js';
import type { Route } from '../types.js';
import { standalonePages } from './standalonePages.js';

const srcPages = standalonePages('react');

/**
 * The React pages of src/pages, and those the site's plugins add (Docusaurus's `addRoute`: the
 * module docsgen wrote for the route, see docusaurusPlugin), each at its route.
 */
const reactPagesContent: ContentSource = {
  async findFiles(config, display, context) {
    const found = await srcPages.findFiles(config, display, context);
    const added = context.addedRoutes ?? [];
    if (added.length === 0) return found;
    const routeOf = new Map(added.map((route) => [route.file, route.path]));
    return {
      ...found,
      files: [...found.files, ...added.map((route) => route.file)],
      place(file, frontMatter) {
        const route = routeOf.get(file);
        return route === undefined ? found.place(file, frontMatter) : { id: route, route };
      },
    };
  },
};

/**
 * React pages (a `.js`/`.jsx`/`.ts`/`.tsx` file of src/pages in Docusaurus's layout, its default
 * export the page, or a page a plugin added): the component's HTML across the main column, at the
 * route of its path (`index.tsx` is `/`). Titled by its `<Layout title description>` (see processReactPage).
 */
export const reactPagesSource: PageSource = {
  name: 'reactPages',
  kinds: ['react'],
  content: reactPagesContent,
  routes: ({ pages, config }) =>
    pages.map((doc): Route => ({ path: doc.route, kind: 'react', title: doc.title, description: doc.description || (doc.route === '/' ? config.tagline : ''), doc, origin: doc.displayPath })),
};
