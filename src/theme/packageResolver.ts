import type { ImportKind, Plugin, ResolveResult } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { shownPath } from '../util/errors.js';
import { isInside } from '../util/isInside.js';
import { packageRoot } from '../util/packageRoot.js';
import { reactPackageOf, versionAt } from './findReact.js';
import type { ReactCopy } from '../config/configValues.js';

const RESOLVING = Symbol('docsgen-package-resolver');
/** Imports from code (CSS `url()` and `@import` try a relative path first: esbuild's own resolver keeps them). */
const CODE_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve']);
/** `data:`, `https:`, `docsgen:custom-css`: not a package. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * How packages end up in the output: `file-url` (the server theme) leaves each external as an
 * absolute file URL, so the compiled module runs the same wherever it is written and imports
 * the very files the build found; `bundle` (the browser) bundles them; `require` (an MDX page,
 * evaluated with a `require` of the build's React) bundles them but leaves React's by name.
 */
export type PackageMode = 'file-url' | 'bundle' | 'require';

/**
 * esbuild plugin for every build-time bundle (the theme, the browser bundle, MDX and React
 * pages, the MDX runtime). A package resolves as Node would from the file importing it, then from
 * docsgen's install (a site theme file importing a package only docsgen has). `react` and `react-dom` (and their
 * subpaths) always resolve to the build's one React (see findReact), docsgen's own imports
 * included, as Docusaurus's webpack aliases them to the site's copy (Vite's `resolve.dedupe`): a
 * package with its own nested react gets the build's, with a warning naming both copies (two
 * Reacts cannot render one page). Only a subpath the build's React does not have (`react-dom/
 * test-utils` of a nested React 18 under React 19) is an error, naming both copies: one React
 * cannot serve that package.
 */
export function packageResolver(options: { react: ReactCopy; mode: PackageMode }): Plugin {
  const { react, mode } = options;
  return {
    name: 'docsgen-packages',
    setup(build) {
      // Aliased imports (`docsgen/theme`) are left to esbuild's resolver, which applies the alias.
      const aliased = new Set(Object.keys(build.initialOptions.alias ?? {}));
      // A React import's lookups in this build, by what decides them (every template and component
      // imports `react/jsx-runtime`: each lookup is a round trip between this thread and esbuild).
      // The importer does not change them: the one other plugin that resolves React (the island
      // bundle's mainEntryPlugin, see bundleClient) decides by the specifier alone.
      const lookups = new Map<string, Promise<ResolveResult>>();
      const lookUp = (specifier: string, kind: ImportKind, resolveDir: string, importer: string) => {
        const key = `${kind}\0${resolveDir}\0${specifier}`;
        let found = lookups.get(key);
        if (!found) lookups.set(key, (found = build.resolve(specifier, { kind, resolveDir, importer, pluginData: RESOLVING })));
        return found;
      };
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING || !CODE_IMPORTS.has(args.kind) || aliased.has(args.path) || path.isAbsolute(args.path)) return undefined;
        if (mode === 'file-url' && isBuiltin(args.path)) return { path: args.path, external: true };
        if (SCHEME.test(args.path)) return undefined;
        const reactName = reactPackageOf(args.path);
        if (reactName) {
          // docsgen's own files have no second copy to find (their React is the build's).
          const natural = isInside(packageRoot(), args.importer) ? undefined : await lookUp(args.path, args.kind, args.resolveDir, args.importer);
          const nested = natural && natural.errors.length === 0 && !natural.external && natural.path ? secondCopy(natural.path, reactName, react, args.importer) : undefined;
          const warnings = nested ? [{ text: nested.warning }] : [];
          // MDX pages leave React by name (their `require` is the build's React): nothing to look up, unless a nested copy asked for a subpath.
          if (mode === 'require' && !nested) return { path: args.path, external: true };
          const chosen = reactName === 'react' ? react.react.dir : react.reactDom.dir;
          // Looked up from the folder holding the chosen package, so its own exports map applies.
          const found = await lookUp(args.path, args.kind, path.dirname(chosen), args.importer);
          if (found.errors.length > 0 || !isInside(chosen, found.path)) {
            const why = nested ? `: ${nested.error}` : '';
            return { errors: [{ text: `cannot resolve "${args.path}" in ${reactName} ${versionAt(chosen)} (${chosen})${why}` }] };
          }
          if (mode === 'require') return { path: args.path, external: true, warnings };
          return mode === 'file-url' ? { path: pathToFileURL(found.path).href, external: true, warnings } : { path: found.path, namespace: found.namespace, sideEffects: found.sideEffects, warnings };
        }
        // A page bundle's other packages: esbuild's own lookup from the importer, as webpack's was.
        if (mode === 'require') return undefined;
        for (const resolveDir of new Set([args.resolveDir, packageRoot()])) {
          const found = await build.resolve(args.path, { kind: args.kind, resolveDir, importer: args.importer, pluginData: RESOLVING });
          if (found.errors.length > 0 || found.external) continue;
          return mode === 'file-url' ? { path: pathToFileURL(found.path).href, external: true } : { path: found.path, namespace: found.namespace, sideEffects: found.sideEffects };
        }
        // Found nowhere: esbuild's own resolver names the import and the file that makes it.
        return undefined;
      });
    },
  };
}

/**
 * Where a file's own lookup of a React package lands outside the build's copy (a package's nested
 * react): the warning that the build's copy is used in its place, and the error for an import the
 * build's copy cannot serve, each naming both copies and the importer. docsgen's own files are
 * exempt (their React is the build's).
 */
function secondCopy(file: string, name: 'react' | 'react-dom', react: ReactCopy, importer: string): { warning: string; error: string } | undefined {
  const chosen = name === 'react' ? react.react : react.reactDom;
  if (isInside(chosen.dir, file) || isInside(packageRoot(), importer)) return undefined;
  const other = packageFolder(file, name) ?? path.dirname(file);
  const owner = react.owner === 'site' ? "the site's" : "docsgen's own (the site installs none)";
  const importerPackage = packageNameOf(importer);
  const by = importerPackage ? `package "${importerPackage}" (${shownPath(importer)})` : shownPath(importer);
  const copies = `${by} has its own ${name} ${versionOr(other)} (${other}), and the build renders with ${owner} ${name} ${chosen.version} (${chosen.dir})`;
  return {
    warning: `${copies}: the build's is used for it, as Docusaurus does (two Reacts cannot render one page; npm dedupe removes the nested copy)`,
    error: `${copies}, which lacks it: one React cannot serve both (upgrade "${importerPackage ?? shownPath(importer)}" to a version for ${name} ${chosen.version}, or install the ${name} it needs for the site)`,
  };
}

function versionOr(dir: string): string {
  try {
    return versionAt(dir);
  } catch {
    return '(unknown version)';
  }
}

/** The folder of package `name` holding `file`. */
function packageFolder(file: string, name: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (readName(dir) === name) return dir;
  }
  return undefined;
}

/** The name of the nearest package.json's package above `file` (the importing package). */
function packageNameOf(file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const name = readName(dir);
    if (name !== undefined) return name || undefined;
  }
  return undefined;
}

/** The package name in `dir/package.json` ('' for one without a name), undefined without one. */
function readName(dir: string): string | undefined {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name ?? '';
  } catch {
    return '';
  }
}
