import { escapeRegExp } from '../../shared/escapeRegExp.js';

export const HIGHLIGHT_PARAM = '_highlight';

/**
 * Wraps the words a search hit matched (`?_highlight=term`) in <mark> inside the page body.
 * The term is only ever compared as text and inserted with text nodes: never as HTML.
 */
export function highlightSearchTerms(main: HTMLElement): void {
  const params = new URLSearchParams(location.search);
  const terms = params.getAll(HIGHLIGHT_PARAM).flatMap((t) => t.toLowerCase().split(/\s+/)).filter((t) => t.length > 1);
  if (terms.length === 0) return;
  const body = main.querySelector('.markdown');
  if (!body || body.querySelector('mark[data-search-highlight]')) return;
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const targets: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.match(pattern) && !node.parentElement?.closest('mark, button')) targets.push(node as Text);
  }
  for (const node of targets) {
    const fragment = document.createDocumentFragment();
    node.data.split(pattern).forEach((part, index) => {
      if (!part) return;
      if (index % 2 === 1) {
        const mark = document.createElement('mark');
        mark.setAttribute('data-search-highlight', '');
        mark.textContent = part;
        fragment.appendChild(mark);
      } else fragment.appendChild(document.createTextNode(part));
    });
    node.replaceWith(fragment);
  }
}
