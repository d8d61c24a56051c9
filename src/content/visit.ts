import type { Node } from 'unist';

/**
 * The tree walk every docsgen Markdown/HTML plugin uses, with unist-util-visit's meaning (preorder;
 * the visitor gets node, index, parent; it returns nothing to go on, SKIP not to enter the node,
 * EXIT to stop, a number for the index to go on at, or [action, index]). unist-util-visit makes a
 * closure per node and names it with Object.defineProperty (for its debug output): on a 1,000-page
 * site that was about a tenth of the page workers' time. This walk allocates nothing per node.
 */

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

export type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
export type VisitorResult = Action | number | readonly [Action?, number?] | null | undefined | void;
/** A node type, or several; no test visits every node. */
export type Test = string | readonly string[] | null | undefined;
// The node and parent are what the caller's test selects: it annotates them (as with unist-util-visit's `Visitor`).
export type Visitor = (node: any, index: number | undefined, parent: any) => VisitorResult;

export function visit(tree: Node, visitor: Visitor): void;
export function visit(tree: Node, test: Test, visitor: Visitor): void;
export function visit(tree: Node, testOrVisitor: Test | Visitor, maybeVisitor?: Visitor): void {
  const visitor = typeof testOrVisitor === 'function' ? testOrVisitor : maybeVisitor!;
  const test = typeof testOrVisitor === 'function' ? undefined : testOrVisitor;
  walk(tree as Walked, undefined, undefined, test, visitor);
}

interface Walked extends Node {
  children?: Walked[];
}

/** Visits `node` and below: EXIT (false) to stop the whole walk, else the index the parent goes on at (undefined: the next). */
function walk(node: Walked, index: number | undefined, parent: Walked | undefined, test: Test, visitor: Visitor): number | false | undefined {
  let action: unknown;
  let next: number | undefined;
  if (test === undefined || test === null || (typeof test === 'string' ? node.type === test : test.includes(node.type))) {
    const result = visitor(node, index, parent);
    if (Array.isArray(result)) {
      action = result[0];
      next = result[1];
    } else if (typeof result === 'number') next = result;
    else action = result;
    if (action === EXIT) return EXIT;
  }
  // Read after the visitor, which may have replaced the children; and at every step, as it may change them.
  if (node.children && action !== SKIP) {
    let offset = 0;
    while (offset > -1 && offset < node.children.length) {
      const sub = walk(node.children[offset]!, offset, node, test, visitor);
      if (sub === EXIT) return EXIT;
      offset = typeof sub === 'number' ? sub : offset + 1;
    }
  }
  return typeof next === 'number' ? next : undefined;
}
