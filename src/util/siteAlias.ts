import type { Plugin } from 'esbuild';

/**
 * esbuild plugin: `@site/x` is the site's file `x` (extensions tried as for a relative import), as
 * Docusaurus's alias is. The theme compile, the client bundle and the MDX pages' bundle use it: a swizzle may import
 * the site's own module (sequelize's TOC swizzle imports `@site/src/hooks/use-ads`).
 */
export function siteAlias(siteDir: string): Plugin {
  return {
    name: 'docsgen-site-alias',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const found = await build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind, importer: args.importer });
        // Named as the importer wrote it, so the error points at the import's line.
        if (found.errors.length > 0) return { errors: [{ text: `Could not resolve "${args.path}" (@site/ is the folder of the site's config)` }] };
        return found;
      });
    },
  };
}
