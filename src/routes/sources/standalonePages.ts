import path from 'node:path';
import type { ContentSource } from '../../content/contentSource.js';
import { findStandalonePages, pageRoute } from '../../content/findStandalonePages.js';
import { isReactPage } from '../../content/isReactPage.js';
import { slashPath } from '../../util/slashPath.js';

/**
 * The pages outside the docs (see findStandalonePages): the Markdown home page's file (`/`), the
 * other Markdown pages, or the React pages (`react`, any route): each at the route of its path, its
 * id that route (no doc id starts with `/`).
 */
export function standalonePages(which: 'home' | 'others' | 'react'): ContentSource {
  return {
    async findFiles(config, display) {
      const found = await findStandalonePages(config, display);
      return {
        files: found.filter((page) => (which === 'react' ? isReactPage({ sourcePath: page.file }) : !isReactPage({ sourcePath: page.file }) && (page.route === '/') === (which === 'home'))).map((page) => page.file),
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
