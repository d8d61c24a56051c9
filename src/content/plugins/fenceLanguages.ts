const FENCE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`~{][^\s`{]*)/gm;

/**
 * The info-string languages of every fenced code block in Markdown sources (a cheap over-estimate),
 * which the page workers load grammars for (see loadLanguages). Its own module: the main thread
 * scans with it and never loads the highlighter.
 */
export function fenceLanguages(sources: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const source of sources) {
    if (!source.includes('```') && !source.includes('~~~')) continue;
    for (const match of source.matchAll(FENCE)) found.add(match[1]!);
  }
  return found;
}
