/**
 * Highlight directives written as comments in a code block: a line holding only
 * `highlight-next-line`, `highlight-start` or `highlight-end` in a comment of any usual form
 * (`// …`, `# …`, `/* … *\/`, `{/* … *\/}`, `<!-- … -->`, `-- …`, `; …`). The comment lines are
 * removed; the result names the lines (1-based, of the code without them) to highlight.
 */
const DIRECTIVE =
  /^[ \t]*(?:\/\/|#|--|;|\/\*|\{\/\*|<!--)[ \t]*highlight-(next-line|start|end)[ \t]*(?:\*\/\}|\*\/|-->)?[ \t]*$/;

export interface MagicCommentResult {
  code: string;
  highlighted: Set<number>;
  /** A `highlight-start` with no `highlight-end` (highlighted to the end of the block). */
  unclosed: boolean;
}

export function applyMagicComments(code: string): MagicCommentResult {
  if (!code.includes('highlight-')) return { code, highlighted: new Set(), unclosed: false };
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const directive = DIRECTIVE.exec(line)?.[1];
    if (directive === 'next-line') nextLine = true;
    else if (directive === 'start') open++;
    else if (directive === 'end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (nextLine || open > 0) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted, unclosed: open > 0 };
}
