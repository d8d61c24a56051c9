import { loadLanguages } from './highlighter.js';

/**
 * A page's code highlighted before the grammars it needs were loaded, and how to do it again.
 * Highlighting is synchronous, and the languages a page needs are known before it is processed
 * only for its own fences: a code block a site's Markdown plugin makes, raw HTML, a partial, a
 * `<CodeBlock language>` and a swizzled `CodeBlock/Line`'s tokens (see highlightTokens) can need
 * another grammar. Each is highlighted as it comes (as plain text where a grammar is missing) and
 * waits here with what redoes it: a block of the page's tree its lines in place, an MDX page its
 * render. `settle` loads the grammars and redoes what waited, so no block depends on what pages
 * the worker met before, and nothing runs the page's Markdown plugins again.
 *
 * One per page, made by the page step (processPage) and handed to what processes the page (on a
 * VFile as `file.data.missingGrammars`): a page that fails takes what waited with it.
 */
export class MissingGrammars {
  private readonly waiting: { languages: readonly string[]; redo: () => void }[] = [];

  /** What `redo` makes lacked these grammars (none: nothing waits): it is done again by `settle`, once they are loaded. */
  wait(languages: readonly string[], redo: () => void): void {
    if (languages.length > 0) this.waiting.push({ languages, redo });
  }

  /** Loads every grammar waited for, then redoes what waited, in the order it came. */
  async settle(): Promise<void> {
    const waiting = this.waiting.splice(0);
    if (waiting.length === 0) return;
    await loadLanguages(new Set(waiting.flatMap((each) => each.languages)));
    for (const each of waiting) each.redo();
  }
}

declare module 'vfile' {
  interface DataMap {
    /** The page's MissingGrammars: a code block highlighted without a grammar waits in it (see rehypeCodeBlocks). */
    missingGrammars: MissingGrammars;
  }
}
