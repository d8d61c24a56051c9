import { documentHeadTags, documentTitle } from '../shared/documentHead.js';
import { headTagKey, PAGE_HEAD_ATTRIBUTE, type HeadTag } from '../shared/headTags.js';
import type { PageData, SiteData } from '../shared/types.js';

/**
 * The document's `<head>` for the page on screen. The first page's came with its HTML (see
 * withPageHead); after a client navigation the tags the last page's `<Head>` added go, the
 * document's own tags that follow the page (documentHeadTags: description, canonical, og:…) are
 * set for the new one, and the new page's `<Head>` tags replace those of the same key, as in the
 * built HTML: the head reads the same as the page's own HTML.
 */
export function applyPageHead(page: PageData, site: SiteData, shown: PageData | undefined): void {
  const title = page.head?.find((tag) => tag.tag === 'title')?.text ?? documentTitle(page, site);
  // The same page again (its whole sidebar arrived, say): its tags are in place, scripts ran once.
  if (!shown || (shown.path === page.path && shown.head === page.head)) {
    document.title = title;
    return;
  }
  for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) element.remove();
  for (const tag of shown.head ?? []) if (tag.tag === 'html' || tag.tag === 'body') removeAttributes(tag.tag === 'html' ? document.documentElement : document.body, tag.attributes);
  const own = documentHeadTags(page, site);
  const ownKeys = new Set(own.map(headTagKey));
  // The last page's own tags the next one has not (an unlisted post's robots) go.
  for (const tag of documentHeadTags(shown, site)) {
    const key = headTagKey(tag);
    if (!ownKeys.has(key)) for (const element of [...document.head.children]) if (keyOf(element) === key) element.remove();
  }
  for (const tag of own) setOwnTag(tag);
  for (const tag of page.head ?? []) {
    if (tag.tag === 'html' || tag.tag === 'body') {
      addAttributes(tag.tag === 'html' ? document.documentElement : document.body, tag.attributes);
      continue;
    }
    const key = headTagKey(tag);
    if (key !== undefined) for (const element of [...document.head.children]) if (keyOf(element) === key) element.remove();
    document.head.append(createTag(tag));
  }
  document.title = title;
}

/** One of the document's own tags, in the place of the one of its key (a `<Head>` may have taken that away). */
function setOwnTag(tag: HeadTag): void {
  const key = headTagKey(tag);
  const element = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  const current = [...document.head.children].find((child) => !child.hasAttribute(PAGE_HEAD_ATTRIBUTE) && keyOf(child) === key);
  if (current) current.replaceWith(element);
  else document.head.append(element);
}

function keyOf(element: Element): string | undefined {
  const attributes: Record<string, string> = {};
  for (const attribute of element.attributes) attributes[attribute.name] = attribute.value;
  return headTagKey({ tag: element.localName as HeadTag['tag'], attributes });
}

/** A head tag as an element (a script made this way runs, as react-helmet's do on navigation). */
function createTag(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
  if (tag.text !== undefined) element.textContent = tag.text;
  return element;
}

function addAttributes(element: HTMLElement, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') element.classList.add(...value.split(/\s+/).filter(Boolean));
    else element.setAttribute(name, value);
  }
}

function removeAttributes(element: HTMLElement, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') element.classList.remove(...value.split(/\s+/).filter(Boolean));
    else element.removeAttribute(name);
  }
}
