/**
 * The first line of a Markdown body that is an MDX `import` or `export` statement (at the start of
 * a line, outside fenced code), or undefined. A `.md` page read as CommonMark shows such a line as
 * text: Docusaurus 3 reads `.md` as MDX by default, so a page moved from it may hold one.
 */
export function findEsmLine(body: string): number | undefined {
  let fence: string | undefined;
  // Only the lines that can open or close a fence, or start with `import`/`export`, can change the
  // answer: those are visited (lines as `split('\n')` makes them), the others skipped unread.
  const candidates = /(?:^|\n)((?: {0,3}(?:`{3,}|~{3,})|import|export)[^\n]*)/g;
  let line = 1;
  let counted = 0;
  for (let found = candidates.exec(body); found; found = candidates.exec(body)) {
    const text = found[1]!;
    const at = found.index + found[0].length - text.length;
    for (let newline = body.indexOf('\n', counted); newline !== -1 && newline < at; newline = body.indexOf('\n', newline + 1)) line++;
    counted = at;
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) fence = marker;
    else if (/^(import\s+[\w${}*,\s]+\s+from\s*['"]|import\s*['"]|export\s+(const|default|function|let)\b)/.test(text)) return line;
  }
  return undefined;
}
