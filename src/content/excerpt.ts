/**
 * A page's excerpt: the text Docusaurus gives a doc or a post without a `description` in its front
 * matter (the meta description, and the line under a doc's title on its category's cards).
 *
 * It is Docusaurus's rule, not a reading of the rendered page: the first line of the Markdown
 * source (after the front matter) that still says something once its syntax is taken off. Lines
 * skipped on the way: blank lines, a leading setext title, `import`/`export` blocks (up to a blank
 * line), fenced code. Every other line counts, so an admonition's first line of text, a list item,
 * an `## h2`'s words or the text of a one-line `<div>` can be the excerpt; a line that is only
 * markup (`:::tip`, `<Tabs>`, `# Title`, `<!-- truncate -->`) is not. Only that one line is taken:
 * a paragraph wrapped over several lines gives its first line, and nothing is cut short.
 */
export function pageExcerpt(body: string): string | undefined {
  const lines = withoutSetextTitle(body.trimStart()).split(/\r?\n/);
  let fence = '';
  let inEsm = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '') {
      inEsm = false;
      continue;
    }
    if (fence === '' && (inEsm || /^(?:import|export)\s/.test(line))) {
      inEsm = true;
      continue;
    }
    if (trimmed.startsWith('```')) {
      // A fence opens a block; only a fence at least as long closes it (```` holds ``` as text).
      const ticks = /^`+/.exec(trimmed)![0];
      if (fence === '') fence = ticks;
      else if (ticks.length >= fence.length) fence = '';
      continue;
    }
    if (fence !== '') continue;
    const text = plainLine(line);
    if (text) return text;
  }
  return undefined;
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
 * One source line as text, the way Docusaurus's excerpt takes Markdown off it, step by step and in
 * this order (each step's result is what the next one sees, so their quirks are Docusaurus's too:
 * `snake_case_name` reads `snakecasename`, `Note: one: two` reads `Note two`).
 */
const LINE_STEPS: [RegExp, string][] = [
  // HTML and JSX tags, comments on one line.
  [/<[^>]*>/g, ''],
  // An `# h1` line goes whole (so does any line starting `#` then a character other than `#`).
  [/^#[^#]+#?/, ''],
  // A deeper heading keeps its words.
  [/^#{1,6}\s*#{0,6}/, ''],
  // Emphasis: a run of one to three `*`/`_`, up to the same run.
  [/([*_]{1,3})(.*?)\1/g, '$2'],
  [/~~(\S.*\S)~~/g, '$1'],
  // Images and links keep their text; footnote references go.
  [/!\[(.*?)\][([].*?[)\]]/g, '$1'],
  [/\[\^.+?\](?:: .*$)?/g, ''],
  [/\[(.*?)\][([].*?[)\]]/g, '$1'],
  [/`(.+?)`/g, '$1'],
  // One blockquote marker.
  [/^\s{0,3}>\s?/, ''],
  // An admonition's fence, with its type and title: the rest of the line.
  [/:::.*/, ''],
  // `:emoji:` names, and so anything between two colons on the line.
  [/\s?:(?:::|[^:\n])+:/g, ''],
  // A heading's `{#custom-id}`.
  [/\{#*[\w-]+\}/, ''],
];

function plainLine(line: string): string {
  let text = line;
  for (const [pattern, replacement] of LINE_STEPS) text = text.replace(pattern, replacement);
  return text.trim();
}
