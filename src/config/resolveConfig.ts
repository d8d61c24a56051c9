import path from 'node:path';
import { ConfigError } from '../errors.js';

/** Every folder a site uses, absolute: worked out once here, never again from the config's strings. */
export interface SitePaths {
  /** The config's folder; relative paths in the config resolve against it. */
  rootDir: string;
  configFile: string;
  contentDir: string;
  /** `<contentDir>/docs`: the docs pages. */
  docsDir: string;
  /** `<contentDir>/static`: copied to the output as is. */
  staticDir: string;
  /** The site's theme folder (it need not exist). */
  themeDir: string;
  outDir: string;
  /** Where the build's caches live (processed pages, rendered pages, images, the last build's stamp). */
  cacheDir: string;
  /** `theme.customCss`, absolute. */
  customCss: string[];
}

/** Where the site is published. */
export interface SiteUrls {
  /** The path every URL of the site starts with: `/`, or `/repo-name/` (always begins and ends with `/`). */
  base: string;
  /** The public URL of the site's root, base included, without a trailing slash: `https://acme.github.io/repo-name`. */
  siteUrl: string;
}

/** The config keys the resolved config replaces by `paths` and `urls`. */
export type RawPathKeys = 'contentDir' | 'themeDir' | 'outDir' | 'url' | 'baseUrl';

interface RawPaths {
  contentDir: string;
  themeDir: string;
  outDir: string;
  theme: { customCss: string[] };
}

export function resolvePaths(raw: RawPaths, configFile: string): SitePaths {
  const rootDir = path.dirname(configFile);
  const contentDir = path.resolve(rootDir, raw.contentDir);
  return {
    rootDir,
    configFile,
    contentDir,
    docsDir: path.join(contentDir, 'docs'),
    staticDir: path.join(contentDir, 'static'),
    themeDir: path.resolve(rootDir, raw.themeDir),
    outDir: path.resolve(rootDir, raw.outDir),
    cacheDir: path.join(rootDir, 'node_modules', '.cache', 'docsgen'),
    customCss: raw.theme.customCss.map((file) => path.resolve(rootDir, file)),
  };
}

/**
 * The site's base and public URL from `url` and `baseUrl`. A `url` with a path
 * (`https://acme.github.io/repo-name/`) and Docusaurus's `baseUrl: '/repo-name/'` mean the same;
 * given both, they must agree. `file` names the config in a message.
 */
export function resolveUrls(url: string, baseUrl: string | undefined, file: string): SiteUrls {
  const parsed = new URL(url);
  if (parsed.search || parsed.hash) throw new ConfigError(`${file}: url: ${url} has a query or a fragment (write the site's address, e.g. https://acme.github.io/repo-name/)`);
  const fromUrl = normalizeBase(parsed.pathname);
  const fromBaseUrl = baseUrl === undefined ? undefined : normalizeBase(baseUrl);
  if (fromBaseUrl !== undefined && fromUrl !== '/' && fromBaseUrl !== fromUrl) {
    throw new ConfigError(`${file}: url has the path ${fromUrl} but baseUrl is ${baseUrl}: give the path once (in url, or as baseUrl with url naming only the host)`);
  }
  const base = fromBaseUrl ?? fromUrl;
  // The written URL stays as written apart from its trailing slash: pages embed it.
  const origin = fromUrl === '/' ? url.replace(/\/+$/, '') : `${parsed.protocol}//${parsed.host}`;
  return { base, siteUrl: origin + base.replace(/\/$/, '') };
}

/** `repo`, `/repo`, `/repo/` → `/repo/`; `''` and `/` → `/`. */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
