import type { Program } from 'estree';
import type { Heading, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { toString } from 'mdast-util-to-string';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';

/** One entry of a page's `toc`: Docusaurus's shape, so `toc.slice(1)` or `toc.filter(…)` in a page works. */
export interface TocExportEntry {
  value: string;
  level: number;
}

/**
 * An MDX page that uses `<TOCInline toc={toc} />` (Docusaurus) reads its headings from the `toc`
 * its loader exports: this plugin exports it, `{ value, level }` for each heading from h2 down, in
 * order. The ids are filled in after rendering, from the headings' final ids (see fillInlineTocs).
 */
export function remarkTocExport() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('TOCInline')) return;
    const entries: TocExportEntry[] = [];
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth >= 2) entries.push({ value: toString(node).trim(), level: node.depth });
    });
    const literal = (value: string | number) => ({ type: 'Literal' as const, value });
    const property = (key: string, value: string | number) => ({
      type: 'Property' as const,
      key: { type: 'Identifier' as const, name: key },
      value: literal(value),
      kind: 'init' as const,
      method: false,
      shorthand: false,
      computed: false,
    });
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          attributes: [],
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [
              {
                type: 'VariableDeclarator',
                id: { type: 'Identifier', name: 'toc' },
                init: { type: 'ArrayExpression', elements: entries.map((entry) => ({ type: 'ObjectExpression', properties: [property('value', entry.value), property('level', entry.level)] })) },
              },
            ],
          },
        },
      ],
    };
    const node: MdxjsEsm = { type: 'mdxjsEsm', value: '', data: { estree: program } };
    tree.children.unshift(node);
  };
}
