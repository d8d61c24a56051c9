import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MermaidSettings } from '../shared/mermaid.js';
import { ConfigError } from '../util/errors.js';
import { loadEsbuild } from '../util/loadEsbuild.js';
import { engineModule } from '../util/packageRoot.js';
import { slashPath } from '../util/slashPath.js';

/** The diagram script's runtime (src/browser/mermaid). */
const DRAW_DIAGRAMS = engineModule('browser/mermaid/drawDiagrams');

/** What `markdown.mermaid` adds to the output: the diagram script, and Mermaid's own files. */
export interface MermaidAssets {
  /** The diagram script's URL path (`/assets/mermaid-HASH.js`), not under the base yet: what a page with a diagram loads. */
  entry: string;
  /** The diagram script. */
  files: { path: string; contents: Uint8Array }[];
  /** Mermaid's browser build, as the package ships it (its ES module and the chunks it imports), linked into the output: [output path, file]. */
  copies: [to: string, from: string][];
}

/**
 * Mermaid is the site's own package (`npm i mermaid`; a Docusaurus site has it through
 * @docusaurus/theme-mermaid), not docsgen's: its browser build is some 3 MB (and 80 MB installed)
 * that no other site needs. Its prebuilt ES module build (`dist/mermaid.esm.min.mjs`, whose
 * diagram types are chunks it imports when a diagram needs them) is copied as it is, never bundled;
 * the diagram script imports it by a URL relative to itself, so any base works.
 */
export async function mermaidAssets(rootDir: string, settings: MermaidSettings): Promise<MermaidAssets> {
  const packageJson = findMermaid(rootDir);
  const dist = path.join(path.dirname(packageJson), 'dist');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const folder = `assets/mermaid-${version.replace(/[^\w.-]/g, '_')}`;
  const chunks = path.join(dist, 'chunks', 'mermaid.esm.min');
  let names: string[];
  try {
    names = readdirSync(chunks).filter((name) => name.endsWith('.mjs'));
  } catch {
    throw new ConfigError(`markdown.mermaid: ${slashPath(path.relative(rootDir, dist))} has no mermaid.esm.min build: mermaid 10 or later is needed (npm i mermaid)`);
  }
  const copies: [string, string][] = [[`${folder}/mermaid.esm.min.mjs`, path.join(dist, 'mermaid.esm.min.mjs')], ...names.map((name): [string, string] => [`${folder}/chunks/mermaid.esm.min/${name}`, path.join(chunks, name)])];
  const esbuild = await loadEsbuild();
  const result = await esbuild.build({
    stdin: {
      contents: `import { drawDiagrams } from ${JSON.stringify(slashPath(DRAW_DIAGRAMS))};\ndrawDiagrams(${JSON.stringify(settings)}, () => import(${JSON.stringify(`./mermaid-${version.replace(/[^\w.-]/g, '_')}/mermaid.esm.min.mjs`)}));\n`,
      resolveDir: rootDir,
      sourcefile: 'docsgen-mermaid-entry.js',
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    // Mermaid stays a file of its own, loaded when a diagram is drawn.
    external: ['./mermaid-*'],
    logLevel: 'silent',
  });
  const contents = result.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8);
  const entry = `/assets/mermaid-${hash}.js`;
  return { entry, files: [{ path: entry.slice(1), contents }], copies };
}

/** Mermaid's package.json: the site's, else the one @docusaurus/theme-mermaid depends on. */
function findMermaid(rootDir: string): string {
  const require = createRequire(path.join(rootDir, 'package.json'));
  try {
    return require.resolve('mermaid/package.json');
  } catch {
    try {
      return createRequire(require.resolve('@docusaurus/theme-mermaid/package.json')).resolve('mermaid/package.json');
    } catch {
      throw new ConfigError("markdown.mermaid: the mermaid package is not installed beside the config (npm i mermaid): docsgen draws diagrams with the site's own Mermaid");
    }
  }
}
