import type { Element, Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from '../visit.js';

const HEADING = /^h[1-6]$/i;

/**
 * Every heading (`h1`–`h6`) without an id gets one from its text, GitHub's way (github-slugger:
 * lower case, spaces to dashes, a repeat gets `-1`, `-2`…, counted per page); an id a heading has
 * already (`{#custom-id}`, raw HTML, a site's plugin) is kept. Walked with docsgen's own tree walk:
 * rehype-slug, which did this before, walks with unist-util-visit, whose closure and name per node
 * cost a page worker about 1.7% of its CPU on a 1,000-page site.
 */
export function rehypeHeadingIds() {
  const slugger = new GithubSlugger();
  return (tree: Root) => {
    slugger.reset();
    visit(tree, 'element', (node: Element) => {
      if (HEADING.test(node.tagName) && !node.properties.id) node.properties.id = slugger.slug(toString(node));
    });
  };
}
