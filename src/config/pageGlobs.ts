import { Minimatch } from 'minimatch';

/**
 * Docusaurus's content-plugin defaults for which files of a content folder are pages: every
 * Markdown file, except partials and folders named with a leading `_` and test files.
 * A docs instance's `include`/`exclude` replace them (as in Docusaurus, not add to them).
 */
export const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

export interface PageGlobs {
  /** Glob patterns, relative to the content folder, of the files that are pages. */
  include?: readonly string[];
  /** Glob patterns, relative to the content folder, of the files that are not pages. */
  exclude?: readonly string[];
}

/** Whether a file (its path relative to the content folder, with `/`) is a page under these globs. */
export function pageMatcher(globs: PageGlobs = {}): (relativePath: string) => boolean {
  const compile = (patterns: readonly string[]) => patterns.map((pattern) => new Minimatch(pattern));
  const include = compile(globs.include ?? DEFAULT_INCLUDE);
  const exclude = compile(globs.exclude ?? DEFAULT_EXCLUDE);
  return (relativePath) => include.some((glob) => glob.match(relativePath)) && !exclude.some((glob) => glob.match(relativePath));
}
