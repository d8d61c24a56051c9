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
  /** The last `highlight-start` has no `highlight-end` after it: it highlights nothing, as in Docusaurus. */
  unclosed: boolean;
}

export function applyMagicComments(code: string): MagicCommentResult {
  if (!code.includes('highlight-')) return { code, highlighted: new Set(), unclosed: false };
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  // As Docusaurus reads them: a start marks the line after it (a later start moves the mark), and
  // an end highlights from the mark to the line before it. A start no end follows highlights
  // nothing; an end before any start highlights from the first line.
  let from = 1;
  let unclosed = false;
  for (const line of code.split('\n')) {
    const directive = DIRECTIVE.exec(line)?.[1];
    if (directive === 'next-line') nextLine = true;
    else if (directive === 'start') {
      from = kept.length + 1;
      unclosed = true;
    } else if (directive === 'end') {
      for (let n = from; n <= kept.length; n++) highlighted.add(n);
      unclosed = false;
    } else {
      kept.push(line);
      if (nextLine) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted: new Set([...highlighted].sort((a, b) => a - b)), unclosed };
}
