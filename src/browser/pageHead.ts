import { headTagKey, PAGE_HEAD_ATTRIBUTE, type HeadTag } from '../shared/headTags.js';
import type { PageData, SiteData } from '../shared/types.js';

/**
 * The document's `<head>` for the page on screen. The first page's came with its HTML (see
 * withPageHead); after a client navigation the tags the last page's `<Head>` added go, the
 * document's own tags that follow the page (title, description) are set for the new one, and the
 * new page's `<Head>` tags replace those of the same key, as in the built HTML.
 */
export function applyPageHead(page: PageData, site: SiteData, shown: PageData | undefined): void {
  const documentTitle = `${page.title} ${site.titleDelimiter} ${site.title}`;
  const title = page.head?.find((tag) => tag.tag === 'title')?.text ?? documentTitle;
  // The same page again (its whole sidebar arrived, say): its tags are in place, scripts ran once.
  if (!shown || (shown.path === page.path && shown.head === page.head)) {
    document.title = title;
    return;
  }
  for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) element.remove();
  for (const tag of shown.head ?? []) if (tag.tag === 'html' || tag.tag === 'body') removeAttributes(tag.tag === 'html' ? document.documentElement : document.body, tag.attributes);
  setMeta('name', 'description', page.description);
  setMeta('property', 'og:title', documentTitle);
  setMeta('property', 'og:description', page.description);
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

function setMeta(attribute: 'name' | 'property', value: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, value);
    document.head.append(meta);
  }
  meta.content = content;
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
