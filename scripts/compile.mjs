// Compiles docsgen into dist/ with esbuild:
// - the CLI, the public API and the worker entries, bundled with their dependencies (but those
//   listed in BUNDLE_EXTERNAL), whose licences go into dist/THIRD-PARTY-LICENSES.txt;
// - the browser runtime (src/browser), the theme contract (src/shared) and the React functions the
//   theme module exports (src/theme/reactRuntime.ts), file by file, which a site build bundles
//   together with the theme (the published package holds no src/);
// - with --types (the prepack step), the type declarations of `docsgen` and `docsgen/theme`, and of
//   the default theme's components (dist/types/templates), which a site's `@theme-original/…` imports
//   are checked against (the tsconfig.json `docsgen init` writes).
// It runs as `prepack` (npm pack, npm publish) and, in a checkout, when bin/docsgen or the tests
// find dist/ missing or older than src/ (scripts/ensure-dist.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeDistFingerprint } from './distFingerprint.mjs';

const types = process.argv.includes('--types');

let build;
try {
  ({ build } = await import('esbuild'));
} catch {
  console.error('docsgen: esbuild is not installed here, so dist/ cannot be compiled. In a checkout run `npm ci` first.');
  process.exit(1);
}

// Packages left to node_modules: React (one copy with the site's components), native and binary
// packages, refractor (its grammars load by name at run time into its one core), and the packages a
// site's own plugins share objects with (vfile's messages are checked with instanceof), and elasticlunr (its UMD wrapper does not survive bundling).
// The MDX compiler (@mdx-js/mdx) and the crawler (linkinator) are bundled: left to node_modules, each
// thread that loaded them resolved and read some 200 small files (the MDX compiler's own copies of
// the Markdown parser docsgen bundles already; linkinator's undici, glob, marked), about 0.1 s of
// CPU a thread on the picker's cold build. @mdx-js/react stays: a site's components import it too.
const BUNDLE_EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', 'esbuild', 'sharp', 'lightningcss', 'refractor', 'refractor/*', 'vfile', 'vfile-message', 'unified', '@mdx-js/react', 'chokidar', 'postcss', 'infima', 'playwright-core', 'typescript', 'elasticlunr'];
// Bundled CommonJS packages call require() for Node's own modules.
const REQUIRE_BANNER = "import { createRequire as __docsgenRequire } from 'node:module'; const require = __docsgenRequire(import.meta.url);";

// zod's `locales` export (every language's messages: half of zod's code, read and compiled by each
// thread that validates anything) is English only here: docsgen reads none of them, and zod sets
// English for itself from its own module.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}node_modules${path.sep}zod${path.sep}`) ? { path: path.join(path.dirname(args.importer), '..', 'locales', 'index.js'), namespace: 'zod-english-only' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({ contents: `export { default as en } from ${JSON.stringify(path.join(path.dirname(args.path), 'en.js'))};`, loader: 'js', resolveDir: path.dirname(args.path) }));
  },
};

// Chunk names carry content hashes: without a clean folder every compile would leave the old ones behind.
rmSync('dist', { recursive: true, force: true });

const { metafile } = await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', pageWorker: 'src/pipeline/pageWorker.ts', crawlWorker: 'src/crawl/crawlWorker.ts', devWorker: 'src/serve/devWorker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: BUNDLE_EXTERNAL,
  banner: { js: REQUIRE_BANNER },
  plugins: [zodEnglishOnly],
  // The bundled packages' own licence comments stay at the end of each file; their licence files
  // are gathered into dist/THIRD-PARTY-LICENSES.txt below.
  legalComments: 'eof',
  metafile: true,
  jsx: 'automatic',
  // Maps beside the files but not named in them: a site's config and theme turn Node's source maps
  // on (their errors name their own lines), and every module loaded after that had its map read and
  // indexed (some 40 ms of a build's main thread, as much again in a page worker).
  sourcemap: 'external',
  logLevel: 'warning',
});

writeThirdPartyLicenses(metafile, 'dist/THIRD-PARTY-LICENSES.txt');

const sources = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));

await build({
  entryPoints: [...sources('src/browser'), ...sources('src/shared'), 'src/theme/reactRuntime.ts'],
  outbase: 'src',
  outdir: 'dist',
  bundle: false,
  format: 'esm',
  platform: 'neutral',
  target: 'es2020',
  jsx: 'automatic',
  logLevel: 'warning',
});

// The modules docsgen provides to a site's interactive components (@docusaurus/…, @theme/Tabs…),
// which a site with islands bundles for the browser: bundled together, so they share one React
// context module, with packages (React among them) left to the site build.
await build({
  entryPoints: [...sources('src/content/mdx/docusaurus'), ...sources('src/content/mdx/components')],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  splitting: true,
  packages: 'external',
  format: 'esm',
  platform: 'neutral',
  target: 'es2020',
  jsx: 'automatic',
  chunkNames: 'content/mdx/chunk-[hash]',
  logLevel: 'warning',
});

// The MDX runtime a build renders pages with (see loadMdxRuntime): one CommonJS module run in
// the page workers, React's imports left by name (each build gives it the site's React copy).
// Bundled here once, not by every page worker of every build.
await build({
  entryPoints: ['src/content/mdx/mdxRuntime.ts'],
  outfile: 'dist/mdxRuntime.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  logLevel: 'warning',
});

/** The name, version, licence and licence text of every package bundled into dist/, one after another. */
function writeThirdPartyLicenses(meta, file) {
  const dirs = new Set();
  for (const input of Object.keys(meta.inputs)) {
    // A plugin's module (`zod-english-only:…`) is no package's file.
    if (/^[\w-]{2,}:/.test(input)) continue;
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) dirs.add(match[1]);
  }
  const seen = new Set();
  const sections = [...dirs]
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const licenceFile = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
      const text = licenceFile ? readFileSync(path.join(dir, licenceFile), 'utf8').trim() : `(no licence file; package.json says ${pkg.license ?? 'nothing'})`;
      return { key: `${pkg.name}@${pkg.version}`, text: `${pkg.name} ${pkg.version} (${typeof pkg.license === 'string' ? pkg.license : 'see below'})\n\n${text}\n` };
    })
    .sort((a, b) => a.key.localeCompare(b.key))
    .filter(({ key }) => !seen.has(key) && seen.add(key));
  writeFileSync(file, `Packages bundled into docsgen's compiled code (dist/), with their licences.\n\n${sections.map(({ text }) => text).join('\n---\n\n')}`);
}

// Last: the hash of everything compiled above (see docsgenFingerprint).
writeDistFingerprint('dist');

// --noCheck: the declarations only, without type-checking the program again (`npm run typecheck`
// does that): 6.6 CPU-seconds where checking too took 14.6, the same declarations (only the
// order of a few unions' members differs), on this 2-core machine at load ~40.
if (types) {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json', '--noCheck'], { stdio: 'inherit' });
}
