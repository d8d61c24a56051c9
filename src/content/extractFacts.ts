import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { headingHtml } from './headingHtml.js';
import { SKIP, visit } from './visit.js';

export interface HeadingFact {
  depth: number;
  id: string;
  text: string;
  /** Its content as HTML when it has inline code, emphasis… (see headingHtml). */
  html?: string;
}

export interface LinkFact {
  href: string;
  text: string;
  line?: number;
  column?: number;
  /** The partial the link is written in (relative to the site's folder), when not the page's own file. */
  file?: string;
}

/** Where an element of an imported partial is written (set on it in `node.data` by the MDX step). */
export interface PartialPosition {
  file: string;
  line: number;
  column: number;
}

/** An image of the page as its author wrote it (`src` before the images plugin rewrites it). */
export interface ImageFact {
  src: string;
  line?: number;
  column?: number;
  /** The partial or component the image is written in (relative to the site's folder), when not the page's own file. */
  file?: string;
}

export interface PageFacts {
  headings: HeadingFact[];
  /** The page's fragment targets: the ids (and `<a name>`s) of its final body HTML, set by the page step once the body is rendered (see htmlIds). */
  ids: string[];
  links: LinkFact[];
  images?: ImageFact[];
}

const HEADING = /^h([1-6])$/;

/** What the routes, search and gates stages need to know about a rendered body (its ids: see PageFacts.ids). */
export function extractFacts(tree: Root): PageFacts {
  const facts: PageFacts = { headings: [], ids: [], links: [], images: [] };
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'pre') return SKIP;
    const id = node.properties.id;
    const heading = HEADING.exec(node.tagName);
    // The table of contents lists the page's Markdown headings: not one a component or the page's
    // JSX renders (see processMdx's restoreFromHtml), even with an id, as Docusaurus's TOC.
    if (heading && typeof id === 'string' && !(node.data as { componentHeading?: boolean } | undefined)?.componentHeading) {
      const html = headingHtml(node);
      facts.headings.push({ depth: Number(heading[1]), id, text: toString(node).trim(), ...(html !== undefined ? { html } : {}) });
    }
    // A link to a file or folder of the site that is no page (`<Link to="pathname:///x">`): the link gate does not check it, as Docusaurus does not.
    if (node.tagName === 'a' && typeof node.properties.href === 'string' && node.properties.dataFullLoad === undefined) {
      const partial = (node.data as { partialPosition?: PartialPosition } | undefined)?.partialPosition;
      facts.links.push({
        href: node.properties.href,
        text: toString(node).trim(),
        ...(partial ?? { line: node.position?.start.line, column: node.position?.start.column }),
      });
    }
    if (node.tagName === 'img' && typeof node.properties.src === 'string') {
      const partial = (node.data as { partialPosition?: PartialPosition } | undefined)?.partialPosition;
      facts.images!.push({ src: node.properties.src, ...(partial ?? { line: node.position?.start.line, column: node.position?.start.column }) });
    }
    return undefined;
  });
  return facts;
}
