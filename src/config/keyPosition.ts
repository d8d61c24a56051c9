import { escapeRegExp } from '../shared/escapeRegExp.js';

/**
 * Where a config source writes the key a warning names (`presets[0].docs.showLastUpdateAuthor`,
 * `themeConfig.navbar.items[5]`): each named part is looked for as a key (`name:`, `'name':`, or
 * a shorthand `name,`) after the one before it, list indexes are skipped. The place of the
 * deepest part found (1-based line and column), so a key a preset or an imported module made
 * still names the line that leads to it; undefined when not even the first part is written.
 */
export function keyPosition(source: string, keyPath: string): { line: number; column: number } | undefined {
  // `presets[0] (./my-preset)`: what is in brackets names where a part came from, not a key.
  const names = keyPath.replace(/\s*\([^)]*\)/g, '').match(/[A-Za-z_$][\w$-]*/g) ?? [];
  let from = 0;
  let found: number | undefined;
  for (const name of names) {
    const key = new RegExp(`(^|[{,\\s])['"]?${escapeRegExp(name)}['"]?[ \\t]*(?::|,|\\n|\\r|})`, 'gm');
    key.lastIndex = from;
    const match = key.exec(source);
    if (!match) break;
    found = match.index + match[1]!.length;
    from = found + name.length;
  }
  if (found === undefined) return undefined;
  const before = source.slice(0, found);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: found - lineStart + 1 };
}
