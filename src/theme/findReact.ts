import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RenderError, shownPath } from '../util/errors.js';
import { packageRoot } from '../util/packageRoot.js';
import type { InstalledPackage, ReactCopy } from '../config/configValues.js';

/** The React majors docsgen's theme and browser code are written for. */
const SUPPORTED_MAJORS = ['18', '19'];

/**
 * Which React the site builds with: the site's own `react` and `react-dom` when they resolve from
 * its folder as Node resolves them from its package.json, else docsgen's own. A pair that cannot
 * render together (different majors, react-dom bringing its own react, one of the two missing) is
 * an error naming both copies, before anything is rendered. The config stage looks it up once
 * (loadSiteConfig: `config.react`); the theme, the client bundle and the MDX pages read that.
 */
export function findReact(rootDir: string): ReactCopy {
  return pairAt(path.resolve(rootDir));
}

function pairAt(rootDir: string): ReactCopy {
  const engine = installedPair(packageRoot());
  if (!engine.react || !engine.reactDom) throw new RenderError(`docsgen's own react and react-dom are not installed beside it (${packageRoot()}): reinstall docsgen`);
  const site = installedPair(rootDir);
  if (!site.react && !site.reactDom) return { react: engine.react, reactDom: engine.reactDom, owner: 'docsgen' };
  const owner = site.react?.dir === engine.react.dir && site.reactDom?.dir === engine.reactDom.dir ? 'docsgen' : 'site';
  const where = shownPath(rootDir);
  if (!site.react) throw new RenderError(`${where}: the site installs react-dom ${site.reactDom!.version} (${site.reactDom!.dir}) but no react: docsgen renders with the site's React, so install react@${site.reactDom!.version} beside it`);
  if (!site.reactDom) throw new RenderError(`${where}: the site installs react ${site.react.version} (${site.react.dir}) but no react-dom: docsgen renders with the site's React, so install react-dom@${site.react.version} beside it`);
  const { react, reactDom } = site as Required<typeof site>;
  if (major(react.version) !== major(reactDom.version)) {
    throw new RenderError(`${where}: react ${react.version} (${react.dir}) and react-dom ${reactDom.version} (${reactDom.dir}) are different major versions: install the same version of both`);
  }
  // react-dom renders with the react it imports itself: it must be the same copy.
  const domReact = packageDir('react', reactDom.dir);
  if (domReact && domReact !== react.dir) {
    throw new RenderError(
      `${where}: two copies of React would meet in one render: react ${react.version} (${react.dir}), and react ${versionAt(domReact)} (${domReact}) imported by react-dom ${reactDom.version} (${reactDom.dir}): remove the nested copy (npm dedupe)`,
    );
  }
  if (!SUPPORTED_MAJORS.includes(major(react.version))) {
    throw new RenderError(`${where}: the site installs React ${react.version} (${react.dir}): docsgen renders with React ${SUPPORTED_MAJORS.join(' or ')}`);
  }
  return { react, reactDom, owner };
}

function installedPair(dir: string): { react?: InstalledPackage; reactDom?: InstalledPackage } {
  const at = (name: string) => {
    const found = packageDir(name, dir);
    return found ? { dir: found, version: versionAt(found) } : undefined;
  };
  return { react: at('react'), reactDom: at('react-dom') };
}

/** The real folder of package `name` as Node resolves it from `fromDir` (a package's own dependencies first), if any. */
export function packageDir(name: string, fromDir: string): string | undefined {
  try {
    return realpathSync(path.dirname(createRequire(path.join(fromDir, 'package.json')).resolve(`${name}/package.json`)));
  } catch {
    return undefined;
  }
}

export function versionAt(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function major(version: string): string {
  return version.split('.')[0]!;
}

/** `react`, `react-dom` and their subpaths (`react/jsx-runtime`, `react-dom/server`…): the React packages. */
export function reactPackageOf(specifier: string): 'react' | 'react-dom' | undefined {
  const name = specifier.split('/')[0];
  return name === 'react' || name === 'react-dom' ? name : undefined;
}

/**
 * Resolves a React specifier (`react/jsx-runtime`) inside the chosen copy, as Node's `require`
 * would from a module beside it (the package's own exports map).
 */
export function requireReact(copy: ReactCopy): NodeJS.Require {
  const fromReact = createRequire(path.join(copy.react.dir, 'package.json'));
  const fromReactDom = createRequire(path.join(copy.reactDom.dir, 'package.json'));
  const load = ((id: string) => (reactPackageOf(id) === 'react-dom' ? fromReactDom(id) : fromReact(id))) as NodeJS.Require;
  return load;
}

/** What the build's React is, for the caches' keys: another React (or version of it) renders anew. */
export function reactFingerprint({ react, reactDom }: ReactCopy): string {
  return `react ${react.version} ${react.dir}; react-dom ${reactDom.version} ${reactDom.dir}`;
}
