import { statSync } from 'node:fs';
import path from 'node:path';

// A theme module's file inside one folder: below the pipeline, since the config (a Docusaurus site's
// swizzled SearchBar) and the theme stage both look files up this way.

/** docsgen's theme: its imports name `.js` for the `.tsx` source, so the sources come first. */
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'] as const;
/**
 * A Docusaurus site's theme folders (`src/theme`, `theme/`, its plugins'): webpack's resolve.extensions
 * in a Docusaurus build, so `src/theme/X.js` beside `X.tsx` is `X.js` wherever docsgen looks it up.
 */
export const WEBPACK_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx'] as const;

/**
 * The file for a theme module name (`Footer`, `markdown/CodeBlock`, `App.js`, `styles/index.css`)
 * inside one folder: `.js` in an import means the `.tsx`/`.ts` source, a name without extension
 * tries each module extension in `extensions`' order; `orIndex`: then `<name>/index` the same way
 * (a Docusaurus theme folder's `Footer/index.js`). `skip` is never the answer (a wrapper importing
 * the name it replaces gets the next file, see themeLayerFile).
 */
export function findThemeFile(dir: string, name: string, { extensions = SOURCE_EXTENSIONS, orIndex = false, skip }: { extensions?: readonly string[]; orIndex?: boolean; skip?: string } = {}): string | undefined {
  const ext = path.extname(name);
  const stem = ext === '.js' || ext === '.jsx' || ext === '.ts' || ext === '.tsx' ? name.slice(0, -ext.length) : ext ? undefined : name;
  const stems = stem === undefined ? [] : orIndex ? [stem, `${stem}/index`] : [stem];
  const candidates = stem === undefined ? [name] : stems.flatMap((s) => extensions.map((e) => `${s}${e}`));
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (file !== skip && statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

/** A Docusaurus site's component in one of its theme folders (`src/theme`): `<name>` or `<name>/index` in webpack's extension order. */
export function findSwizzleFile(dir: string, name: string, skip?: string): string | undefined {
  return findThemeFile(dir, name, { extensions: WEBPACK_EXTENSIONS, orIndex: true, ...(skip ? { skip } : {}) });
}
