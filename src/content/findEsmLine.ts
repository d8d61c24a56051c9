/**
 * The first line of a Markdown body that is an MDX `import` or `export` statement (at the start of
 * a line, outside fenced code), or undefined. A `.md` page read as CommonMark shows such a line as
 * text: Docusaurus 3 reads `.md` as MDX by default, so a page moved from it may hold one.
 */
export function findEsmLine(body: string): number | undefined {
  let fence: string | undefined;
  let line = 1;
  // Lines as `split('\n')` makes them, without making them: only a line that can open or close a
  // fence (up to three spaces, then ``` or ~~~) or that starts with `import`/`export` can change
  // the answer, and only such a line is cut out and matched.
  for (let start = 0; start <= body.length; line++) {
    const newline = body.indexOf('\n', start);
    const end = newline === -1 ? body.length : newline;
    const first = body.charCodeAt(start);
    if (first === 32 || first === 96 || first === 126 || first === 105 || first === 101) {
      const text = body.slice(start, end);
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = undefined;
      } else if (marker) fence = marker;
      else if (/^(import\s+[\w${}*,\s]+\s+from\s*['"]|import\s*['"]|export\s+(const|default|function|let)\b)/.test(text)) return line;
    }
    start = end + 1;
  }
  return undefined;
}
