import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { ConfigError } from '../util/errors.js';
import { isInside } from '../util/isInside.js';
import type { Route } from './types.js';
import { isUnsafeUrl } from '../shared/unsafeUrl.js';
import { slashPath } from '../util/slashPath.js';

/** What pageEditUrl reads of the config, as plain values, taken once by the routes stage (see editUrlInput). */
export interface EditUrlInput {
  /** The site's base as a prefix (SiteUrls.basePrefix): a function's `permalink` is the page's route path under it. */
  basePrefix: string;
  /** The locale being built: a function's `locale`. */
  locale: string;
  /** The config file as messages name it. */
  configName: string;
  rootDir: string;
  /** A string `editUrl` is a base for a doc's path below this folder. */
  contentDir: string;
  /** The config's `editUrl`: the site's docs and its other Markdown pages. */
  editUrl: ConfigValues['editUrl'];
  /** The blog's `editUrl` and folder (a post's path is below it). */
  blogEditUrl: NonNullable<ConfigValues['blog']>['editUrl'];
  blogDir: string | undefined;
  /** The docs instances (the site's own first): another instance has its own `editUrl`; a version has its folders. */
  docsInstances: ConfigValues['docsInstances'];
}

/** pageEditUrl's input, from the resolved config. */
export function editUrlInput(config: Pick<ConfigValues, 'editUrl' | 'blog' | 'paths' | 'docsInstances' | 'configName' | 'i18n' | 'urls'>): EditUrlInput {
  return {
    basePrefix: config.urls.basePrefix,
    locale: config.i18n.currentLocale,
    configName: config.configName,
    rootDir: config.paths.rootDir,
    contentDir: config.paths.contentDir,
    editUrl: config.editUrl,
    blogEditUrl: config.blog?.editUrl,
    blogDir: config.paths.blogDir,
    docsInstances: config.docsInstances,
  };
}

/**
 * A page's "Edit this page" URL, worked out where the config is (the main thread: an `editUrl`
 * function does not cross to the page workers). Docs and other Markdown pages take the config's
 * `editUrl`, a blog post the blog's: a string is a base the file's path is appended to (below the
 * content folder for docs, below the site's folder for posts, as Docusaurus); a function gets the
 * page's folder, path and URL, as Docusaurus's, and returns the whole URL or nothing.
 */
export function pageEditUrl(route: Route, input: EditUrlInput): string | undefined {
  const doc = route.doc;
  if (!doc) return undefined;
  // The page's own link (custom_edit_url), or null for none, before any editUrl.
  const own = doc.frontMatter.custom_edit_url;
  if (own !== undefined) return own ?? undefined;
  let file = doc.sourcePath;
  // The page as the site's folder names it (`docs/intro.md`, `../docs/intro.md`), with `/`.
  const page = slashPath(doc.displayPath);
  // A function gets the page's URL as the browser has it (base included); a string needs none.
  const permalink = () => input.basePrefix + route.path;
  if (route.kind === 'blogPost') {
    const { blogEditUrl: editUrl, blogDir } = input;
    if (editUrl === undefined || !blogDir) return undefined;
    if (typeof editUrl === 'string') return joinUrl(editUrl, page);
    return called(() => editUrl({ blogDirPath: slashPath(path.relative(input.rootDir, blogDir)), blogPath: slashPath(path.relative(blogDir, file)), permalink: permalink(), locale: input.locale }), 'blog.editUrl', input, page);
  }
  // A doc's own docs instance and version (an unversioned site's docs carry none: its one version).
  const instanceOf = route.kind === 'doc' ? (doc.version ? input.docsInstances.find((instance) => instance.id === doc.version!.instance) : input.docsInstances[0]) : undefined;
  const found = doc.version ? instanceOf?.versions.find((version) => version.name === doc.version!.name) : instanceOf?.versions[0];
  // A locale's translation of a page is edited where the page is (Docusaurus's default, editLocalizedFiles: false).
  if (instanceOf && found && !isInside(found.docsDir, file)) {
    const translations = found.translatedDir;
    if (translations !== undefined && isInside(translations, file)) file = path.join(found.docsDir, path.relative(translations, file));
  }
  // Another docs instance has its own editUrl (Docusaurus's second docs plugin); the site's docs and other pages use the config's.
  const editUrl = instanceOf && instanceOf !== input.docsInstances[0] ? instanceOf.editUrl : input.editUrl;
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return joinUrl(editUrl, slashPath(path.relative(input.contentDir, file)));
  // A page outside every docs folder (the home page, a standalone page): Docusaurus's docs function does not cover it.
  if (!found) return undefined;
  return called(() => editUrl({ version: found.name, versionDocsDirPath: found.shownDir, docPath: slashPath(path.relative(found.docsDir, file)), permalink: permalink(), locale: input.locale }), 'editUrl', input, page);
}

function joinUrl(base: string, file: string): string {
  return `${base.replace(/\/$/, '')}/${file}`;
}

function called(make: () => unknown, key: string, { configName }: Pick<EditUrlInput, 'configName'>, page: string): string | undefined {
  const where = `${configName}: ${key}`;
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
