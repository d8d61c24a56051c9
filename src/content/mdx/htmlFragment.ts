import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';

/**
 * HTML the build wrote itself (an MDX page's React output, an SVG file's markup) as a hast
 * fragment, without source positions: a position in that HTML names no line of the author's, and
 * the parser's location tracking (with the tree's position objects) took half its time
 * (hast-util-from-html always asks parse5 for it). Where a page's element has a place in its
 * source, the HTML carries it (see POSITION_ATTRIBUTE) and restoreFromHtml puts it back.
 */
export function htmlFragment(html: string, space: 'html' | 'svg' = 'html'): Root {
  return fromParse5(parseFragment(html, { scriptingEnabled: false }), { space }) as Root;
}
