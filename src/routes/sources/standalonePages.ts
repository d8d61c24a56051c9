import path from 'node:path';
import type { ContentSource } from '../../content/contentSource.js';
import { findStandalonePages, pageRoute } from '../../content/findStandalonePages.js';
import { isReactPage } from '../../content/isReactPage.js';
import { slashPath } from '../../util/slashPath.js';
import { withTranslations } from '../../content/localizedFiles.js';

/**
 * The pages outside the docs (see findStandalonePages): the Markdown home page's file (`/`), the
 * other Markdown pages, or the React pages (`react`, any route): each at the route of its path, its
 * id that route (no doc id starts with `/`).
 */
export function standalonePages(which: 'home' | 'others' | 'react'): ContentSource {
  return {
    async findFiles(config, display) {
      const found = await findStandalonePages(config, display);
      const files = found.filter((page) => (which === 'react' ? isReactPage({ sourcePath: page.file }) : !isReactPage({ sourcePath: page.file }) && (page.route === '/') === (which === 'home'))).map((page) => page.file);
      // The locale being built reads its translation of a Markdown page where it has one (a React page is its code, translated by <Translate>).
      const translated = which === 'react' || config.layout !== 'docusaurus' ? withTranslations(files, config.paths.pagesDir, undefined) : withTranslations(files, config.paths.pagesDir, config.paths.translated?.pages);
      return {
        files: translated.files,
        ...(translated.aliases ? { aliases: translated.aliases } : {}),
        place(file, frontMatter) {
          const route = pageRoute(slashPath(path.relative(config.paths.pagesDir, translated.originalOf(file))));
          // Docusaurus shows a Markdown page's body as written, with no title heading of the theme's
          // (front matter `title` is the document title): its own `# heading` stays.
          if (config.layout === 'docusaurus') return { id: route, route, frontMatter: { ...frontMatter, hide_title: frontMatter.hide_title ?? true } };
          return { id: route, route };
        },
      };
    },
  };
}
