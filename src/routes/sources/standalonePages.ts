import path from 'node:path';
import type { ContentSource } from '../../content/contentSource.js';
import { findStandalonePages, pageRoute } from '../../content/findStandalonePages.js';
import { slashPath } from '../../slashPath.js';

/**
 * The Markdown pages outside the docs (see findStandalonePages), the home page's file (`/`) or the
 * others: each at the route of its path, its id that route (no doc id starts with `/`).
 */
export function standalonePages(which: 'home' | 'others'): ContentSource {
  return {
    async findFiles(config, display) {
      const found = await findStandalonePages(config, display);
      return {
        files: found.filter((page) => (page.route === '/') === (which === 'home')).map((page) => page.file),
        place(file, frontMatter) {
          const route = pageRoute(slashPath(path.relative(config.paths.pagesDir, file)));
          // Docusaurus shows a Markdown page's body as written, with no title heading of the theme's
          // (front matter `title` is the document title): its own `# heading` stays.
          if (config.layout === 'docusaurus') return { id: route, route, frontMatter: { ...frontMatter, hide_title: frontMatter.hide_title ?? true } };
          return { id: route, route };
        },
      };
    },
  };
}
