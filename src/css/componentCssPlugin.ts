import path from 'node:path';
import type { Plugin } from 'esbuild';
import { cssErrorMessage, cssModule } from './cssModule.js';
import { missingSass } from './sass.js';

const NAMESPACE = 'docsgen-component-css';
const SKIP = Symbol('docsgen-component-css');

export interface ComponentCssOptions {
  /** Where the site is: CSS-module class names are hashed from the file's path relative to it. */
  rootDir: string;
  /** Receives every stylesheet a component imports (absolute paths), for the site's stylesheet. */
  found: Set<string>;
  /** Importers whose CSS imports esbuild bundles as usual (docsgen's own theme and browser entry). */
  skip?: (importer: string) => boolean;
}

/**
 * `import './x.css'` and `import styles from './x.module.css'` (or `.scss`, see sass.ts) in a
 * site's components and theme files. The JavaScript gets nothing for a plain stylesheet and the hashed class names for a CSS
 * module; the stylesheet itself is recorded in `found`, and componentStylesheet bundles them all
 * into the site's stylesheet, so the styles are there on first paint, with or without JavaScript.
 */
export function componentCssPlugin(options: ComponentCssOptions): Plugin {
  return {
    name: 'docsgen-component-css',
    setup(b) {
      b.onResolve({ filter: /\.(css|s[ac]ss)$/ }, async (args) => {
        // Any plugin's own re-resolve (its pluginData: this one's, or the package resolver's, whose lookup of a
        // package's stylesheet this one's lookup reaches) is past this plugin: the outer call records the file.
        if (args.pluginData !== undefined || /\.(css|s[ac]ss)$/.test(args.importer) || args.kind === 'import-rule' || args.kind === 'url-token') return undefined;
        if (options.skip?.(args.importer)) return undefined;
        // No Sass in the site: one error at the import line, naming the component that imports it.
        const noSass = missingSass(args.path, options.rootDir);
        if (noSass) return { errors: [{ text: noSass }] };
        const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, importer: args.importer, kind: args.kind, pluginData: SKIP });
        if (resolved.errors.length > 0 || !resolved.path) {
          const from = path.relative(options.rootDir, args.importer) || args.importer;
          return { errors: [{ text: `cannot find the stylesheet "${args.path}" that ${from} imports` }] };
        }
        return { path: resolved.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        options.found.add(args.path);
        if (!/\.module\.(css|s[ac]ss)$/.test(args.path)) return { contents: '', loader: 'js', watchFiles: [args.path] };
        try {
          const { classes } = cssModule(args.path, options.rootDir);
          return { contents: JSON.stringify(classes), loader: 'json', watchFiles: [args.path] };
        } catch (error) {
          return { errors: [cssErrorMessage(error, args.path, options.rootDir)] };
        }
      });
    },
  };
}
