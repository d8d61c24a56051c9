import type { Plugin } from 'esbuild';
import { SassError, sassErrorMessage, SASS_FILE, stylesheetSource } from './sass.js';

/**
 * A right-to-left locale's build mirrors the site's own CSS (its `customCss`, the stylesheets its
 * components and client modules import, Infima's rules) with rtlcss, as Docusaurus does for such a
 * locale: `margin-left` becomes `margin-right`, `float: left` `float: right`, and rtlcss's
 * directives (an `rtl:ignore` comment) work. docsgen's own theme styles are written for both directions
 * (`[dir='rtl']` rules) and are left as they are. A left-to-right build never loads rtlcss.
 */
export async function mirrorCss(css: string): Promise<string> {
  const { default: rtlcss } = await import('rtlcss');
  return rtlcss.process(css);
}

/**
 * esbuild plugin for a right-to-left build: every stylesheet it loads that is not docsgen's own
 * (`isOwn`) is loaded mirrored (a Sass file compiled first, the files Sass read added to
 * `loaded`). A stylesheet rtlcss cannot parse is left to esbuild, which reports what is wrong in it.
 */
export function rtlCssPlugin(rootDir: string, isOwn: (file: string) => boolean, loaded: Set<string>): Plugin {
  return {
    name: 'docsgen-rtl-css',
    setup(b) {
      b.onLoad({ filter: /\.(css|s[ac]ss)$/ }, async (args) => {
        if (args.namespace !== 'file' || isOwn(args.path)) return undefined;
        let css: string;
        const read = new Set<string>();
        try {
          css = stylesheetSource(args.path, rootDir, read).toString('utf8');
        } catch (error) {
          if (error instanceof SassError) return { errors: [sassErrorMessage(error, rootDir)] };
          throw error;
        }
        for (const file of read) loaded.add(file);
        const watchFiles = [args.path, ...read];
        try {
          return { contents: await mirrorCss(css), loader: 'css', watchFiles };
        } catch {
          return SASS_FILE.test(args.path) ? { contents: css, loader: 'css', watchFiles } : undefined;
        }
      });
    },
  };
}
