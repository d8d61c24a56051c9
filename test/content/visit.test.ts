import type { Node, Parent } from 'unist';
import { visit as referenceVisit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, visit, type VisitorResult } from '../../src/content/visit.js';

// docsgen's own walk must mean what unist-util-visit means: the same visits, in the same order,
// with the same index and parent, whatever the visitor returns or changes on the way.

interface TestNode extends Node {
  name: string;
  children?: TestNode[];
}

const n = (name: string, ...children: TestNode[]): TestNode => ({ type: name.startsWith('p') ? 'p' : 'x', name, ...(children.length ? { children } : {}) });
const tree = () => n('root', n('p1', n('x1'), n('x2', n('x3'))), n('x4'), n('p2', n('x5'), n('p3', n('x6'))), n('x7'));

type Script = (node: TestNode, index: number | undefined, parent: (Parent & TestNode) | undefined) => VisitorResult;

/** The visits each walk makes (name, index, parent's name) with the same visitor on its own copy of the tree. */
function both(test: string | string[] | undefined, script: Script) {
  const record = (walk: 'ours' | 'reference') => {
    const seen: string[] = [];
    const root = tree();
    const visitor = (node: TestNode, index: number | undefined, parent: (Parent & TestNode) | undefined) => {
      seen.push(`${node.name}@${index ?? '-'}<${parent?.name ?? '-'}`);
      return script(node, index, parent);
    };
    if (walk === 'ours') {
      if (test === undefined) visit(root, visitor);
      else visit(root, test, visitor);
    } else if (test === undefined) referenceVisit(root, visitor as never);
    else referenceVisit(root, test, visitor as never);
    return { seen, after: JSON.stringify(root) };
  };
  return { ours: record('ours'), reference: record('reference') };
}

describe('visit', () => {
  const cases: [string, string | string[] | undefined, Script][] = [
    ['every node', undefined, () => undefined],
    ['a type test', 'p', () => undefined],
    ['a list of types', ['p', 'x'], () => undefined],
    ['SKIP', undefined, (node) => (node.name === 'p1' || node.name === 'p3' ? SKIP : undefined)],
    ['EXIT', undefined, (node) => (node.name === 'x5' ? EXIT : undefined)],
    ['EXIT from a tuple', 'x', (node) => (node.name === 'x3' ? [EXIT] : undefined)],
    [
      'removing the node and going on at its index',
      undefined,
      (node, index, parent) => {
        if (node.name !== 'x4' || !parent || index === undefined) return undefined;
        parent.children.splice(index, 1);
        return index;
      },
    ],
    [
      'replacing the node with several, skipping them',
      'p',
      (node, index, parent) => {
        if (node.name !== 'p2' || !parent || index === undefined) return undefined;
        parent.children.splice(index, 1, n('x8'), n('p4', n('x9')));
        return [SKIP, index + 2];
      },
    ],
    [
      'replacing the children before they are walked',
      undefined,
      (node) => {
        if (node.name === 'p1') node.children = [n('x10'), n('p5', n('x11'))];
        return undefined;
      },
    ],
  ];
  for (const [name, test, script] of cases) {
    it(`walks as unist-util-visit does: ${name}`, () => {
      const { ours, reference } = both(test, script);
      expect(ours.seen.length).toBeGreaterThan(0);
      expect(ours).toEqual(reference);
    });
  }

  it('visits the root with no index or parent', () => {
    const seen: unknown[] = [];
    visit(tree(), (node: TestNode, index, parent) => void seen.push([node.name, index, parent]));
    expect(seen[0]).toEqual(['root', undefined, undefined]);
  });
});
