import type { Element, Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from '../visit.js';

const HEADING = /^h[1-6]$/i;

/**
 * Every heading (`h1`–`h6`) without an id gets one from its text, GitHub's way (github-slugger:
 * lower case, spaces to dashes, a repeat gets `-1`, `-2`…, counted per page); an id a heading has
 * already (`{#custom-id}`, raw HTML, a site's plugin) is kept; a heading an MDX page's component
 * rendered in its own JSX gets none (it is not the page's: see processMdx). Walked with docsgen's own tree walk:
 * rehype-slug, which did this before, walks with unist-util-visit, whose closure and name per node
 * cost a page worker about 1.7% of its CPU on a 1,000-page site.
 */
export function rehypeHeadingIds() {
  const slugger = new GithubSlugger();
  return (tree: Root) => {
    slugger.reset();
    visit(tree, 'element', (node: Element) => {
      // A heading an MDX page's component rendered in its own JSX (see processMdx's restoreFromHtml) gets none, as in Docusaurus.
      if (HEADING.test(node.tagName) && !node.properties.id && !(node.data as { componentHeading?: boolean } | undefined)?.componentHeading) node.properties.id = slugger.slug(toString(node));
    });
  };
}
