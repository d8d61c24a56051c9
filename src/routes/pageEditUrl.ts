import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { ConfigError } from '../util/errors.js';
import { isInside } from '../util/isInside.js';
import type { Route } from './types.js';
import { withBase } from '../shared/paths.js';
import { isUnsafeUrl } from '../shared/unsafeUrl.js';
import { slashPath } from '../util/slashPath.js';

export type EditUrlConfig = Pick<ConfigValues, 'editUrl' | 'blog' | 'paths' | 'docsInstances' | 'configName' | 'i18n'> & { urls: Pick<ConfigValues['urls'], 'base'> };

/**
 * A page's "Edit this page" URL, worked out where the config is (the main thread: an `editUrl`
 * function does not cross to the page workers). Docs and other Markdown pages take the config's
 * `editUrl`, a blog post the blog's: a string is a base the file's path is appended to (below the
 * content folder for docs, below the site's folder for posts, as Docusaurus); a function gets the
 * page's folder, path and URL, as Docusaurus's, and returns the whole URL or nothing.
 */
export function pageEditUrl(route: Route, config: EditUrlConfig): string | undefined {
  const doc = route.doc;
  if (!doc) return undefined;
  // The page's own link (custom_edit_url), or null for none, before any editUrl.
  const own = doc.frontMatter.custom_edit_url;
  if (own !== undefined) return own ?? undefined;
  let file = doc.sourcePath;
  // The page as the site's folder names it (`docs/intro.md`, `../docs/intro.md`), with `/`.
  const page = slashPath(doc.displayPath);
  const permalink = withBase(config.urls.base, route.path);
  if (route.kind === 'blogPost') {
    const editUrl = config.blog?.editUrl;
    const blogDir = config.paths.blogDir;
    if (editUrl === undefined || !blogDir) return undefined;
    if (typeof editUrl === 'string') return joinUrl(editUrl, page);
    return called(() => editUrl({ blogDirPath: slashPath(path.relative(config.paths.rootDir, blogDir)), blogPath: slashPath(path.relative(blogDir, file)), permalink, locale: config.i18n.currentLocale }), 'blog.editUrl', config, page);
  }
  // A doc's own docs instance and version (an unversioned site's docs carry none: its one version).
  const instanceOf = route.kind === 'doc' ? (doc.version ? config.docsInstances.find((instance) => instance.id === doc.version!.instance) : config.docsInstances[0]) : undefined;
  const found = doc.version ? instanceOf?.versions.find((version) => version.name === doc.version!.name) : instanceOf?.versions[0];
  // A locale's translation of a page is edited where the page is (Docusaurus's default, editLocalizedFiles: false).
  if (instanceOf && found && !isInside(found.docsDir, file)) {
    const translations = found.translatedDir;
    if (translations !== undefined && isInside(translations, file)) file = path.join(found.docsDir, path.relative(translations, file));
  }
  // Another docs instance has its own editUrl (Docusaurus's second docs plugin); the site's docs and other pages use the config's.
  const editUrl = instanceOf && instanceOf !== config.docsInstances[0] ? instanceOf.editUrl : config.editUrl;
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return joinUrl(editUrl, slashPath(path.relative(config.paths.contentDir, file)));
  // A page outside every docs folder (the home page, a standalone page): Docusaurus's docs function does not cover it.
  if (!found) return undefined;
  return called(() => editUrl({ version: found.name, versionDocsDirPath: found.shownDir, docPath: slashPath(path.relative(found.docsDir, file)), permalink, locale: config.i18n.currentLocale }), 'editUrl', config, page);
}

function joinUrl(base: string, file: string): string {
  return `${base.replace(/\/$/, '')}/${file}`;
}

function called(make: () => unknown, key: string, config: Pick<EditUrlConfig, 'configName'>, page: string): string | undefined {
  const where = `${config.configName}: ${key}`;
  let url: unknown;
  try {
    url = make();
  } catch (error) {
    throw new ConfigError(`${where} threw for ${page}: ${(error as Error | undefined)?.message ?? String(error)}`, { cause: error });
  }
  if (url === undefined || url === null || url === '') return undefined;
  if (typeof url !== 'string') throw new ConfigError(`${where} returned ${typeof url} for ${page}: it must return a URL (a string) or undefined`);
  if (isUnsafeUrl(url)) throw new ConfigError(`${where} returned a URL that runs script for ${page}: ${url}`);
  return url;
}
