import path from 'node:path';

/**
 * Every file and folder docsgen keeps in a site's cache folder (`SitePaths.cacheDir`), named here
 * once: the stages take theirs from `paths.cache`, none joins a name to the cache folder itself.
 * Plugins get the folder (`PluginContext.cacheDir`) and name their own files in it.
 */
export interface CachePaths {
  /** The processed pages (content stage, see ContentCache). */
  content: string;
  /** What each page's source gave (its hash, parsed front matter), by the file's stat (see SourceMemo). */
  sources: string;
  /** The rendered pages' files of earlier builds (render stage, see PageCache). */
  pages: string;
  /** The last build's stamp: its inputs' hash and output (the up-to-date check). */
  lastBuild: string;
  /** The inputs' hashes, known by their stat (see fileHashes). */
  inputHashes: string;
  /** The folder of the client bundle's records, one a key (see bundleClient). */
  clientBundles: string;
  /** The folder of the compiled config's (and the site's other modules') records, one a module and key (see importSiteModule). */
  modules: string;
  /** The folder the compiled theme module is written to (see compileTheme). */
  theme: string;
  /** The site's Prism themes as a stylesheet (client stage). */
  codeThemeCss: string;
  /** Where a site's Docusaurus plugins' `createData` writes (see SitePaths.generatedDir). */
  generated: string;
}

/** The cache's files and folders in the cache folder `cacheDir`. */
export function cachePaths(cacheDir: string): CachePaths {
  const at = (...name: string[]) => path.join(cacheDir, ...name);
  return {
    content: at('content.bin'),
    sources: at('sources.json'),
    pages: at('pages'),
    lastBuild: at('last-build.json'),
    inputHashes: at('input-hashes.json'),
    clientBundles: at('client'),
    modules: at('modules'),
    theme: at('theme'),
    codeThemeCss: at('code-theme.css'),
    generated: at('generated'),
  };
}
