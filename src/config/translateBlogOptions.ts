import path from 'node:path';
import type { ConfigValues } from './configValues.js';
import type { SitePaths } from './resolveConfig.js';
import { readTranslationFile } from './translationFile.js';

/**
 * The blog's words in the locale being built, from its `options.json` beside the translated posts
 * (`i18n/<locale>/docusaurus-plugin-content-blog/options.json`, as Docusaurus's `write-translations`
 * lays it out): `title` (the list pages' title), `description` (their meta description) and
 * `sidebar.title` (the recent-posts sidebar's heading), each `{ "message": … }`. What the file
 * leaves out stays as the config writes it.
 */
export function translateBlogOptions<C extends Pick<ConfigValues, 'blog'> & { paths: Pick<SitePaths, 'translated'> }>(config: C): C {
  const folder = config.paths.translated?.blog;
  if (!config.blog || !folder) return config;
  const words = readTranslationFile(path.join(folder, 'options.json'));
  if (!words) return config;
  const { blog } = config;
  return {
    ...config,
    blog: { ...blog, blogTitle: words.title ?? blog.blogTitle, blogDescription: words.description ?? blog.blogDescription, blogSidebarTitle: words['sidebar.title'] ?? blog.blogSidebarTitle },
  };
}
