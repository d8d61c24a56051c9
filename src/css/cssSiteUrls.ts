import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Files a stylesheet's `url()` may name: each is published as a content-hashed asset beside it. */
export const CSS_ASSET_LOADERS = Object.fromEntries(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'bmp', 'cur', 'woff', 'woff2', 'ttf', 'otf', 'eot'].map((ext) => [`.${ext}`, 'file' as const]));

export interface CssSiteUrlsOptions {
  /** The site's folder: what `@site/` names. */
  rootDir: string;
  /** The site's static folder: where a `url(/img/x.png)` is found (else in the site's folder), as Docusaurus finds it. */
  staticDir?: string;
}

/**
 * A site stylesheet's `url()`s and `@import`s as Docusaurus (webpack's css-loader) reads them:
 * `@site/x` is the site's file `x`, and `/x` is the static folder's (or else the site folder's) file `x` when there is one
 * (the stylesheet then links the hashed asset, so it works under any baseUrl). Anything else is
 * esbuild's usual resolution (relative to the stylesheet).
 */
export function cssSiteUrls(options: CssSiteUrlsOptions): Plugin {
  return {
    name: 'docsgen-css-site-urls',
    setup(b) {
      b.onResolve({ filter: /^(?:@site\/|\/[^/])/ }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        if (!args.importer.endsWith('.css')) return undefined;
        const [file, suffix] = splitSuffix(args.path);
        if (file.startsWith('@site/')) return { path: path.join(options.rootDir, file.slice('@site/'.length)), suffix };
        // Docusaurus's resolve.roots: the static folder, then the site's folder.
        const found = [options.staticDir, options.rootDir].map((dir) => (dir ? path.join(dir, file) : '')).find((candidate) => candidate && existsSync(candidate));
        return found ? { path: found, suffix } : undefined;
      });
    },
  };
}

/** `font.woff2?v=1#x` → [`font.woff2`, `?v=1#x`]. */
function splitSuffix(specifier: string): [string, string | undefined] {
  const at = specifier.search(/[?#]/);
  return at === -1 ? [specifier, undefined] : [specifier.slice(0, at), specifier.slice(at)];
}
