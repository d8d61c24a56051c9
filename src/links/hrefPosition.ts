import { readFileSync } from 'node:fs';

/**
 * Where a config or sidebars file writes an `href` as a string ('…', "…" or `…`), also written
 * with the site's base, as 1-based line and column; undefined when it does not (a path the file
 * builds) or cannot be read. The file is read once, at the first question, for all its links.
 * For messages about links those files write.
 */
export function hrefPositions(file: string, base: string): (href: string) => { line: number; column: number } | undefined {
  let text: string | null | undefined;
  return (href) => {
    if (text === undefined) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = null;
      }
    }
    if (text === null) return undefined;
    const forms = [href, base !== '/' && href.startsWith('/') ? base.replace(/\/$/, '') + href : undefined].filter((form): form is string => form !== undefined);
    for (const form of forms) {
      for (const quote of ["'", '"', '`']) {
        const at = text.indexOf(`${quote}${form}${quote}`);
        if (at < 0) continue;
        const before = text.slice(0, at);
        return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
      }
    }
    return undefined;
  };
}
