import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A 1-based line and column in a source file, for a message naming `file:line:col`. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** Where `file`'s source first quotes `specifier` (`'x'` or `"x"`): the position of its opening quote. */
export function specifierPosition(file: string, specifier: string): SourcePosition | undefined {
  const source = readSource(file);
  if (source === undefined) return undefined;
  const at = [`'${specifier}'`, `"${specifier}"`].map((quoted) => source.indexOf(quoted)).find((index) => index >= 0);
  return at === undefined ? undefined : positionAt(source, at);
}

/** Where `page` imports `file` (by any relative or absolute specifier naming it, with or without its extension). */
export function importPositionOf(page: string, file: string): SourcePosition | undefined {
  const source = readSource(page);
  if (source === undefined) return undefined;
  for (const match of source.matchAll(/\bfrom\s*(['"])([^'"]+)\1/g)) {
    const specifier = match[2]!;
    const resolved = specifier.startsWith('/') ? specifier : path.resolve(path.dirname(page), specifier);
    if (resolved === file || resolved === file.replace(/\.[^./]+$/, '')) return positionAt(source, match.index);
  }
  return undefined;
}

function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function positionAt(source: string, index: number): SourcePosition {
  const before = source.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') };
}
