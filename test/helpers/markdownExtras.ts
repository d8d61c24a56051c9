import { loadLanguages } from '../../src/content/plugins/highlighter.js';
import { loadRawHtmlParser } from '../../src/content/plugins/rehypeRawHtml.js';

/**
 * The page step loads the raw HTML parser and the code grammars a page needs before it processes
 * it (see createPageStep): a test that runs a Markdown processor directly loads them first.
 */
export async function loadMarkdownExtras(): Promise<void> {
  await Promise.all([loadRawHtmlParser(), loadLanguages(['javascript'])]);
}
