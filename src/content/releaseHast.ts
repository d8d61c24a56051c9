import type { Doc } from './types.js';

/**
 * Lets a rendered page's tree go: once `doc.html` holds the body, a build needs the tree no more,
 * so memory holds one page's tree at a time. Reading `doc.hast` afterwards is a bug in docsgen,
 * and says so. Not enumerable: copies of the doc (to render workers) carry only the HTML.
 */
export function releaseHast(doc: Doc): void {
  Object.defineProperty(doc, 'hast', {
    get: () => {
      throw new Error(`${doc.displayPath}: the page's tree was released after its body was rendered`);
    },
    enumerable: false,
    configurable: true,
  });
}
