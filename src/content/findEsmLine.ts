/**
 * The first line of a Markdown body that is an MDX `import` or `export` statement (at the start of
 * a line, outside fenced code), or undefined. A `.md` page read as CommonMark shows such a line as
 * text: Docusaurus 3 reads `.md` as MDX by default, so a page moved from it may hold one.
 */
export function findEsmLine(body: string): number | undefined {
  let fence: string | undefined;
  const lines = body.split('\n');
  for (const [index, line] of lines.entries()) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) fence = marker;
    else if (/^(import\s+[\w${}*,\s]+\s+from\s*['"]|import\s*['"]|export\s+(const|default|function|let)\b)/.test(line)) return index + 1;
  }
  return undefined;
}
