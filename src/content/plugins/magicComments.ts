/**
 * Line directives written as comments in a code block (Docusaurus's "magic comments",
 * `themeConfig.prism.magicComments`): each names a class and a `line` directive (marks the line
 * after it) and/or a `block` (`start`/`end`: the lines between). The default is Docusaurus's
 * `highlight-next-line`, `highlight-start`, `highlight-end`. A directive is a line holding only a
 * comment of any usual form (`// …`, `# …`, `/* … *\/`, `{/* … *\/}`, `<!-- … -->`, `-- …`, `; …`).
 * The comment lines are removed; the result names the lines (1-based, of the code without them)
 * each class marks.
 */
export interface MagicComment {
  className: string;
  line?: string | undefined;
  block?: { start: string; end: string } | undefined;
}

/** Docusaurus's default list: the one comment that highlights lines. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

export interface MagicCommentResult {
  code: string;
  /** The lines the first comment marks (Docusaurus's highlighted lines, and those `{1,3}` names). */
  highlighted: Set<number>;
  /** The first comment's class when the site renamed it, and each later comment's: line → classes. */
  classes?: Map<number, string[]>;
  /** The last start of a block has no end after it: it marks nothing, as in Docusaurus. */
  unclosed: boolean;
  /** That start's text (`highlight-start`), for the warning. */
  unclosedStart?: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The magic comments of a site's `themeConfig.prism.magicComments` as written: entries without a
 * string `className`, or with neither a `line` nor a `block`, are left out (Docusaurus's validation
 * refuses them; the config stage names them).
 */
export function magicCommentsOf(value: unknown): readonly MagicComment[] {
  if (!Array.isArray(value)) return DEFAULT_MAGIC_COMMENTS;
  const list: MagicComment[] = [];
  for (const item of value as Record<string, unknown>[]) {
    if (typeof item?.className !== 'string') continue;
    const line = typeof item.line === 'string' ? item.line : undefined;
    const block = item.block as { start?: unknown; end?: unknown } | undefined;
    const hasBlock = typeof block?.start === 'string' && typeof block.end === 'string';
    if (!line && !hasBlock) continue;
    list.push({ className: item.className, line, block: hasBlock ? { start: block!.start as string, end: block!.end as string } : undefined });
  }
  return list;
}

const compiled = new WeakMap<readonly MagicComment[], { pattern: RegExp; texts: string[]; kinds: Map<string, { index: number; kind: 'line' | 'start' | 'end' }> }>();

function compile(comments: readonly MagicComment[]) {
  const known = compiled.get(comments);
  if (known) return known;
  const kinds = new Map<string, { index: number; kind: 'line' | 'start' | 'end' }>();
  comments.forEach((comment, index) => {
    if (comment.line && !kinds.has(comment.line)) kinds.set(comment.line, { index, kind: 'line' });
    if (comment.block) {
      if (!kinds.has(comment.block.start)) kinds.set(comment.block.start, { index, kind: 'start' });
      if (!kinds.has(comment.block.end)) kinds.set(comment.block.end, { index, kind: 'end' });
    }
  });
  const texts = [...kinds.keys()];
  const alternatives = [...texts].sort((a, b) => b.length - a.length).map(escape).join('|');
  const pattern = new RegExp(`^[ \\t]*(?:\\/\\/|#|--|;|\\/\\*|\\{\\/\\*|<!--)[ \\t]*(${alternatives})[ \\t]*(?:\\*\\/\\}|\\*\\/|-->)?[ \\t]*$`);
  const made = { pattern, texts, kinds };
  compiled.set(comments, made);
  return made;
}

export function applyMagicComments(code: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): MagicCommentResult {
  const { pattern, texts, kinds } = compile(comments);
  if (texts.length === 0 || !texts.some((text) => code.includes(text))) return { code, highlighted: new Set(), unclosed: false };
  const kept: string[] = [];
  const marked = comments.map(() => new Set<number>());
  const nextLine = comments.map(() => false);
  // As Docusaurus reads them, per comment: a start marks the line after it (a later start moves
  // the mark), and an end marks from the mark to the line before it. A start no end follows marks
  // nothing; an end before any start marks from the first line.
  const from = comments.map(() => 1);
  const open = comments.map(() => false);
  for (const line of code.split('\n')) {
    const text = pattern.exec(line)?.[1];
    const directive = text === undefined ? undefined : kinds.get(text);
    if (!directive) {
      kept.push(line);
      nextLine.forEach((next, index) => {
        if (next) marked[index]!.add(kept.length);
        nextLine[index] = false;
      });
      continue;
    }
    const { index, kind } = directive;
    if (kind === 'line') nextLine[index] = true;
    else if (kind === 'start') {
      from[index] = kept.length + 1;
      open[index] = true;
    } else {
      for (let n = from[index]!; n <= kept.length; n++) marked[index]!.add(n);
      open[index] = false;
    }
  }
  const sorted = (lines: Set<number>) => new Set([...lines].sort((a, b) => a - b));
  const result: MagicCommentResult = { code: kept.join('\n'), highlighted: sorted(marked[0] ?? new Set()), unclosed: open.some(Boolean) };
  const unclosedAt = open.indexOf(true);
  if (unclosedAt >= 0) result.unclosedStart = comments[unclosedAt]!.block!.start;
  // The classes a visitor's stylesheet may name: the first comment's own name when the site
  // renamed it (its lines are docsgen's highlighted lines either way), and every other comment's.
  const classes = new Map<number, string[]>();
  comments.forEach((comment, index) => {
    if (index === 0 && comment.className === DEFAULT_MAGIC_COMMENTS[0]!.className) return;
    for (const n of marked[index]!) classes.set(n, [...(classes.get(n) ?? []), comment.className]);
  });
  if (classes.size > 0) result.classes = classes;
  return result;
}
