import type { Plugin } from 'esbuild';
import { pageLayouts } from '../../templates/pages.js';
import { THEME_PREFIX } from './themeResolver.js';

/**
 * `docsgen:pages` in the theme's server entry: the page component of every kind of the theme's
 * list (templates/pages.ts), each imported as `@theme/<Name>` (the site's file when it has one).
 */
export function pageLayoutsModule(resolveDir: string): Plugin {
  return {
    name: 'docsgen-pages',
    setup(build) {
      build.onResolve({ filter: /^docsgen:pages$/ }, () => ({ path: 'pages', namespace: 'docsgen-pages' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-pages' }, () => {
        const kinds = Object.entries(pageLayouts);
        const imports = kinds.map(([, name], i) => `import L${i} from ${JSON.stringify(THEME_PREFIX + name)};`);
        const map = kinds.map(([kind], i) => `${JSON.stringify(kind)}: L${i}`).join(', ');
        return { contents: `${imports.join('\n')}\nexport const pages = { ${map} };\n`, loader: 'js', resolveDir };
      });
    },
  };
}
