import type { Element, Properties, Root } from 'hast';
import { SKIP, visit } from '../visit.js';
import type { PartialPosition } from '../extractFacts.js';
import type { VFile } from 'vfile';
import { isUnsafeUrl } from '../../shared/unsafeUrl.js';
import { isHighlightedCode } from './rehypeCodeBlocks.js';

export { isUnsafeUrl };

/**
 * What the sanitizer removed from a page: `link` problems (a URL that runs script) go to the
 * `onUnsafeLinks` gate, `html` problems (script-capable elements and attributes) to `onUnsafeHtml`.
 */
export interface UnsafeContentProblem {
  kind: 'link' | 'html';
  message: string;
  line?: number;
  column?: number;
  /** The partial it is in (relative to the site's folder), when not the page's own file. */
  file?: string;
}

/**
 * Attributes (HAST property names) whose value is a URL or a list of URLs. `on*` handlers are
 * removed separately, whatever their value.
 */
const URL_PROPERTIES = [
  'href',
  'src',
  'srcSet',
  'action',
  'formAction',
  'xLinkHref',
  'poster',
  'cite',
  'background',
  'longDesc',
  'data',
  'codeBase',
  'classId',
  'archive',
  'manifest',
  'icon',
  'ping',
  'profile',
  'useMap',
  'dynsrc',
  'lowsrc',
  'itemType',
  'xmlBase',
] as const;
const URL_PROPERTY_NAMES: ReadonlySet<string> = new Set(URL_PROPERTIES);

/** Attribute names as authors write them, for messages. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  srcSet: 'srcset',
  formAction: 'formaction',
  xLinkHref: 'xlink:href',
  longDesc: 'longdesc',
  codeBase: 'codebase',
  classId: 'classid',
  useMap: 'usemap',
  itemType: 'itemtype',
  xmlBase: 'xml:base',
};

/**
 * Elements that are removed with their content: they run script or style the whole page
 * (`script`, `style`), embed plugins or other documents that no sanitizer sees into (`object`,
 * `embed`, `applet`, `frame`, `frameset`), change how every other URL or the page itself behaves
 * (`base`, `meta`, `link`), or hold markup a browser may activate later (`template`, which
 * declarative shadow DOM turns into live content).
 */
const REMOVED_ELEMENTS = new Set(['script', 'style', 'object', 'embed', 'applet', 'frame', 'frameset', 'base', 'meta', 'link', 'template']);

/**
 * `<link>` relations that only ask the browser to fetch or connect early (what components such as
 * a YouTube embed render): nothing is run, styled or redirected, so such a link stays (its `href`
 * is checked like any URL). Any other relation (`stylesheet`, `import`, `manifest`…) is removed.
 */
const RESOURCE_HINTS = new Set(['preconnect', 'dns-prefetch', 'preload', 'prefetch']);

function isResourceHint(node: Element): boolean {
  const rel = propertyValues(node.properties.rel).flatMap((value) => value.toLowerCase().split(/\s+/)).filter(Boolean);
  return node.tagName === 'link' && rel.length > 0 && rel.every((token) => RESOURCE_HINTS.has(token));
}

/** Attributes removed from any element besides `on*`: `srcdoc` is a whole HTML document. */
const REMOVED_ATTRIBUTES: Record<string, string> = { srcDoc: 'srcdoc' };

/** SVG elements that can set another attribute (an `href`) to a value of their own. */
const SVG_ANIMATION = new Set(['animate', 'set', 'animateMotion', 'animateTransform', 'discard']);

/** The URLs of a `srcset` value (`a.png 1x, b.png 2x`). */
function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

function propertyValues(value: Properties[string]): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  return [String(value)];
}

/** Where a URL attribute shows an image (the only place `data:image/…` is allowed). */
function isImageContext(node: Element, property: string): boolean {
  if (node.tagName === 'img') return property === 'src' || property === 'srcSet';
  if (node.tagName === 'source') return property === 'srcSet';
  if (node.tagName === 'video') return property === 'poster';
  return false;
}

function show(value: string): string {
  const oneLine = JSON.stringify(value);
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}…"` : oneLine;
}

/**
 * The last step of every page's HTML tree: removes what would run script in a visitor's browser
 * whatever the source (Markdown links, autolinks, reference definitions, raw HTML, plugins) —
 * URLs with a script scheme in any URL attribute, `on*` handler attributes, `srcdoc`, and the
 * elements listed in `REMOVED_ELEMENTS`, including any `raw` HTML node left unparsed. Each removal
 * is recorded in `file.data.unsafeContent` with its position, for the build gates. The children
 * `rehypeCodeBlocks` made for a code block (spans and text) are not walked; the block's `pre`
 * and `code` elements are checked like any other.
 */
export function rehypeSafeHtml() {
  return (tree: Root, file: VFile) => {
    const problems: UnsafeContentProblem[] = (file.data.unsafeContent ??= []);
    const report = (kind: UnsafeContentProblem['kind'], node: { position?: Element['position']; data?: unknown }, message: string) => {
      // An element of an imported partial is named at its place there (see PartialPosition).
      const partial = (node.data as { partialPosition?: PartialPosition } | undefined)?.partialPosition;
      problems.push(partial ? { kind, message, ...partial } : { kind, message, line: node.position?.start.line, column: node.position?.start.column });
    };

    visit(tree, (node, index, parent) => {
      if (node.type === 'raw') {
        // Unparsed HTML (a plugin's output): rendering drops it, and no check can see into it.
        report('html', node, 'unparsed raw HTML removed');
        parent!.children.splice(index!, 1);
        return [SKIP, index!];
      }
      if (node.type !== 'element') return undefined;
      if (REMOVED_ELEMENTS.has(node.tagName) && !isResourceHint(node)) {
        report('html', node, `<${node.tagName}> element removed`);
        parent!.children.splice(index!, 1);
        return [SKIP, index!];
      }
      const properties = node.properties;
      let hasUrl = false;
      for (const name of Object.keys(properties)) {
        if (/^on/i.test(name)) {
          report('html', node, `${name.toLowerCase()} attribute removed from <${node.tagName}>`);
          delete properties[name];
        } else if (name in REMOVED_ATTRIBUTES) {
          report('html', node, `${REMOVED_ATTRIBUTES[name]} attribute removed from <${node.tagName}>`);
          delete properties[name];
        } else {
          hasUrl ||= URL_PROPERTY_NAMES.has(name);
        }
      }
      // Most elements have no URL attribute: then none of them is looked up.
      for (const name of hasUrl ? URL_PROPERTIES : []) {
        const value = properties[name];
        if (value === undefined || value === null) continue;
        const image = isImageContext(node, name);
        const urls = propertyValues(value).flatMap((v) => (name === 'srcSet' ? [v, ...srcsetUrls(v)] : [v]));
        const bad = urls.find((url) => isUnsafeUrl(url, { image }));
        if (bad === undefined) continue;
        report('link', node, `unsafe URL removed: ${ATTRIBUTE_NAMES[name] ?? name}=${show(bad)} on <${node.tagName}>`);
        delete properties[name];
      }
      if (SVG_ANIMATION.has(node.tagName) && /href/i.test(String(properties.attributeName ?? ''))) {
        for (const name of ['to', 'from', 'by', 'values']) {
          const values = propertyValues(properties[name]).flatMap((v) => v.split(';'));
          const bad = values.find((url) => isUnsafeUrl(url));
          if (bad === undefined) continue;
          report('link', node, `unsafe URL removed: ${name}=${show(bad)} on <${node.tagName}>`);
          delete properties[name];
        }
      }
      // A highlighted block's lines and tokens are the highlighter's own spans around the block's
      // text: nothing there to remove, and they are most of a page's nodes.
      return isHighlightedCode(node) ? SKIP : undefined;
    });
  };
}

declare module 'vfile' {
  interface DataMap {
    unsafeContent: UnsafeContentProblem[];
  }
}
