import { readFileSync } from 'node:fs';

/**
 * The 1-based line of a file (the config, a sidebars file, a page) where `pattern` matches, when
 * it matches exactly once (an error then names `site.config.ts:<line>`). Undefined when the file
 * cannot be read.
 */
export function lineOfText(file: string, pattern: RegExp): number | undefined {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  const matches = [...source.matchAll(global)];
  if (matches.length !== 1) return undefined;
  return source.slice(0, matches[0]!.index).split('\n').length;
}
