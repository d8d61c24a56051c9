import { escapeRegExp } from '../shared/escapeRegExp.js';

/**
 * `gates.ignoreLinks`: path patterns of links the link gates and the crawl do not report (parts of
 * an old site that were not moved, such as `/blog/**`). `*` is any text within one path segment,
 * `**` any text across segments; a pattern matches the link's path (its query and anchor ignored),
 * with or without a trailing slash (`/playground/` is the page `/playground`: docsgen links pages
 * without one).
 */
export function linkIgnorer(patterns: readonly string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  const regexps = patterns.map(
    (pattern) =>
      new RegExp(
        `^${withoutTrailingSlash(pattern)
          .split(/(\*\*|\*)/)
          .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : escapeRegExp(part)))
          .join('')}/?$`,
      ),
  );
  return (path) => {
    const bare = path.replace(/[?#].*$/, '');
    return regexps.some((regexp) => regexp.test(bare));
  };
}

function withoutTrailingSlash(pattern: string): string {
  return pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
}
