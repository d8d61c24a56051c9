import { serialize } from 'node:v8';
import type { Doc } from './types.js';

interface Placed {
  type: string;
  tagName?: string;
  position?: unknown;
  children?: Placed[];
}

/**
 * A processed doc as the content cache keeps it: serialised, its tree without the nodes' source
 * positions, except an `img` element's (the images plugin names a bad image's line and column when
 * it runs again on a cached doc). Everything else that reads a place in the source (broken links
 * and images, the raw-HTML and MDX checks, the TOC) read it before this point and keep it in the
 * doc's facts and warnings. The positions were over half of a realistic page's bytes here (56 kB
 * against 25 kB, highlighting not counted), copied by `v8.serialize` into the cache and written to
 * disk by the main thread. The doc itself keeps them: they are taken off for the copy and put back
 * (a cached doc's nodes have `position: undefined`).
 */
export function serializeDoc(doc: Doc): Uint8Array {
  const taken: [Placed, unknown][] = [];
  const walk = (node: Placed) => {
    if (node.position !== undefined && node.tagName !== 'img') {
      taken.push([node, node.position]);
      // Not deleted: a deleted property changes the node's shape (V8 may make it a dictionary),
      // and every later walk of the tree would pay for it. An undefined value costs the copy a few bytes.
      node.position = undefined;
    }
    if (node.children) for (const child of node.children) walk(child);
  };
  walk(doc.hast as Placed);
  try {
    return serialize(doc);
  } finally {
    for (const [node, position] of taken) node.position = position;
  }
}
