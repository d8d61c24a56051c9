/**
 * A page's excerpt: the text a doc or a post without a `description` in its front matter gets (the
 * meta description, and the line under a doc's title on its category's cards). Docusaurus documents
 * it as the first line of the Markdown content, so it is a line of the source, not a reading of the
 * rendered page: the first line (after the front matter) that has text once its Markdown is read.
 * Passed over: blank lines, a leading setext title, `import`/`export` blocks (up to a blank line),
 * fenced code (``` or ~~~), a `# Title` line, admonition fences (`:::tip`), lines that are only tags,
 * and comments, HTML or MDX, over any number of lines (where Docusaurus's excerpt shows the first
 * line of one that spans lines: facebook/docusaurus#6108). An admonition's first line of text, a list item (with its marker), an `## h2`'s words
 * or the text inside a one-line element count. One line only, never cut short.
 */
export function pageExcerpt(body: string): string | undefined {
  let fence = '';
  let inEsm = false;
  // Inside a comment that spans lines: what ends it.
  let commentEnd: RegExp | undefined;
  for (const sourceLine of withoutSetextTitle(body.trimStart()).split(/\r?\n/)) {
    let line = sourceLine;
    if (commentEnd) {
      const end = commentEnd.exec(line);
      if (!end) continue;
      line = line.slice(end.index + end[0].length);
      commentEnd = undefined;
    }
    const trimmed = line.trim();
    if (fence !== '') {
      // Only a fence of the same character, at least as long, closes the block (```` holds ``` as text).
      if (trimmed.length >= fence.length && /^(`{3,}|~{3,})$/.test(trimmed) && trimmed[0] === fence[0]) fence = '';
      continue;
    }
    if (trimmed === '') {
      inEsm = false;
      continue;
    }
    if (inEsm || /^(?:import|export)\s/.test(line)) {
      inEsm = true;
      continue;
    }
    const opening = /^(?:`{3,}|~{3,})/.exec(trimmed);
    if (opening) {
      fence = opening[0];
      continue;
    }
    const uncommented = withoutComments(line);
    commentEnd = uncommented.openUntil;
    const rest = uncommented.text.trim();
    if (rest.startsWith(':::') || /^#(?!#)/.test(rest)) continue;
    const text = lineText(uncommented.text);
    if (text) return text;
  }
  return undefined;
}

// An HTML comment (<!-- … -->) or an MDX one ({/* … */}): the author's notes, never the page's text.
const COMMENT = /<!--.*?-->|\{\s*\/\*.*?\*\/\s*\}/g;
const COMMENT_OPENING = /<!--|\{\s*\/\*/;

/** A line without its comments; `openUntil` is what ends one that opens on it and goes on past it. */
function withoutComments(line: string): { text: string; openUntil: RegExp | undefined } {
  const text = line.replace(COMMENT, ' ');
  const open = COMMENT_OPENING.exec(text);
  if (!open) return { text, openUntil: undefined };
  return { text: text.slice(0, open.index), openUntil: open[0] === '<!--' ? /-->/ : /\*\/\s*\}/ };
}

/** A body starting with a setext title (`Title` over a line of `=`) loses the title and its `=` run. */
function withoutSetextTitle(body: string): string {
  const firstEnd = body.indexOf('\n');
  if (firstEnd === -1) return body;
  const next = body.slice(firstEnd + 1);
  const equals = /^=+/.exec(next);
  return equals ? next.slice(equals[0].length) : body;
}

/**
 * One source line as plain text, a list item keeping its marker. One left-to-right pass: each
 * inline construct is replaced by its words (a code span's contents are taken as written), a
 * backslash escape by its character; underscores inside a word are text, as CommonMark reads them.
 */
function lineText(line: string): string {
  let rest = line.trimStart();
  const marker = /^(?:[-*+]|\d{1,9}[.)])\s+/.exec(rest)?.[0] ?? '';
  rest = rest.slice(marker.length).replace(/^(?:>\s?)+/, '').replace(/^#{2,6}\s+/, '').replace(/\s*\{#[^}\s]*\}\s*$/, '');
  const text = rest
    .replace(INLINE, (whole, code: string | undefined, alt: string | undefined, label: string | undefined, escaped: string | undefined, underscores: string | undefined, offset: number, all: string) => {
      if (code !== undefined) return code;
      if (alt !== undefined) return alt;
      if (label !== undefined) return label;
      if (escaped !== undefined) return escaped;
      if (underscores !== undefined) return isWordChar(all[offset - 1]) && isWordChar(all[offset + whole.length]) ? whole : '';
      return '';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text && marker ? `${marker.trim()} ${text}` : text;
}

// In order of the alternatives: a code span (its contents), an image (its alt), a link or
// reference (its label), a footnote reference, a tag, a backslash escape, a run of
// underscores, a run of asterisks or tildes, an `:emoji:` name standing alone.
const INLINE = /`+([^`]+?)`+|!\[([^\]]*)\]\([^)]*\)|\[([^\]^][^\]]*)\](?:\([^)]*\)|\[[^\]]*\])?|\[\^[^\]]*\]|<\/?[A-Za-z][^>]*>|\\([!-/:-@[-`{-~])|(_{1,3})|\*{1,3}|~~|(?<=^|\s):[a-z0-9_+-]+:(?=\s|$)/g;

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
