/**
 * The truncation marker of a post (`<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX, on a
 * line of its own and outside code fences) is replaced before the post is parsed by an empty
 * element that survives both parsers; the list pages show the body up to it.
 */
export const TRUNCATE_ELEMENT = '<div data-blog-truncate="true"></div>';

const MARKER = /^\s*(?:<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\})\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** The body with its first marker replaced (the line count stays), and whether it had one. */
export function markTruncation(body: string): { body: string; truncated: boolean } {
  const lines = body.split('\n');
  let fence: string | undefined;
  for (const [index, line] of lines.entries()) {
    const open = FENCE.exec(line)?.[1];
    if (open) {
      if (fence === undefined) fence = open;
      else if (open[0] === fence[0] && open.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence === undefined && MARKER.test(line)) {
      lines[index] = TRUNCATE_ELEMENT;
      return { body: lines.join('\n'), truncated: true };
    }
  }
  return { body, truncated: false };
}

/** A post's rendered body split at the marker: the preview the lists show and the whole post without the marker. */
export function splitAtTruncation(html: string): { preview: string; full: string; truncated: boolean } {
  const at = html.indexOf(TRUNCATE_ELEMENT);
  if (at === -1) return { preview: html, full: html, truncated: false };
  const full = html.slice(0, at) + html.slice(at + TRUNCATE_ELEMENT.length).replace(/^\n/, '');
  return { preview: html.slice(0, at).replace(/\s+$/, ''), full, truncated: true };
}

/** Made at the first count: making it loads the runtime's locale data (some 4 ms of CPU), which a site without a blog never needs. */
let wordSegmenter: Intl.Segmenter | undefined;

/**
 * The length past which a text is segmented in pieces: Node 20's segment iterator takes time
 * growing with the square of the text's length (a 100,000-character post 7 s of CPU, 200,000
 * 28 s), and prettier's 44 blog posts (1 MB) took 4.9 s counted whole, 0.3 s in pieces.
 */
export const READING_PIECE = 256;

/**
 * Minutes to read a text at 200 words a minute, at least one, as Docusaurus 3's default reading
 * time counts them: the word-like segments of `Intl.Segmenter` (so `hive(queen, drone)` is three
 * words and `@bees/wax-cells` too), rounded up as its theme shows them. The text is counted in
 * pieces of whole lines (from READING_PIECE characters on, up to the next line break): a word
 * never spans a line break (Unicode's word rules always break after one), so the count is the
 * whole text's.
 */
/** A post's minutes to read: its source's, front matter left out (see readingTime). */
export function postReadingTime(raw: string): number {
  return readingTime(raw.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n?/, ''));
}

export function readingTime(text: string): number {
  let words = 0;
  for (let start = 0; start < text.length; ) {
    const newline = start + READING_PIECE >= text.length ? -1 : text.indexOf('\n', start + READING_PIECE);
    const end = newline === -1 ? text.length : newline + 1;
    for (const segment of (wordSegmenter ??= new Intl.Segmenter('en', { granularity: 'word' })).segment(text.slice(start, end))) if (segment.isWordLike) words++;
    start = end;
  }
  return Math.max(1, Math.ceil(words / 200));
}
