import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadCategories } from '../../content/loadCategories.js';
import { walkDocs } from '../../content/walkDocs.js';
import { ContentError } from '../../errors.js';
import { encodeRoutePath } from '../../shared/paths.js';
import { slashPath } from '../../slashPath.js';
import { docRoute } from '../docRoute.js';
import type { PageSource } from '../pageSource.js';
import type { Route } from '../types.js';

/** The docs: every page below the docs folder, at `/<routeBasePath>/<path>`, in the doc layout with its sidebar. */
export const docsSource: PageSource = {
  name: 'docs',
  content: {
    async findFiles(config, display) {
      const { docsDir } = config.paths;
      const exists = await stat(docsDir).then((s) => s.isDirectory(), () => false);
      if (!exists) throw new ContentError(display(docsDir), 'content folder not found');
      const { pages, categoryFiles } = await walkDocs(docsDir, config.rootDir);
      if (pages.length === 0) throw new ContentError(display(docsDir), 'no Markdown pages found (add a .md file with front matter)');
      return { files: pages, categories: () => loadCategories(categoryFiles, docsDir, display) };
    },
    place(sourcePath, frontMatter, config) {
      const file = slashPath(path.relative(config.paths.docsDir, sourcePath));
      const relative = file.replace(/\.mdx?$/, '');
      const id = frontMatter.id ? relative.replace(/[^/]+$/, frontMatter.id) : relative;
      const base = `/${config.docs.routeBasePath}`.replace(/\/$/, '');
      // The route is the page's URL path: a file name with a space, `?`, `#` or `%` is percent-encoded.
      const route = encodeRoutePath(`${base}${docRoute(file, frontMatter)}` || '/');
      return { id, route };
    },
  },
  routes: ({ pages, navigation }) =>
    pages.map((doc): Route => ({ path: doc.route, kind: 'doc', title: doc.title, description: doc.description, doc, ...navigation.get(doc.route), origin: doc.displayPath })),
};
