import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { createMdxProcessor } from '../../src/content/mdx/processMdx.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';
import { findReact } from '../../src/theme/findReact.js';

await loadMarkdownExtras();

/**
 * Each list's plugin looks at the tree it is handed and records what docsgen's own plugins had
 * done to it by then: Docusaurus runs the beforeDefault… lists before its own remark/rehype
 * plugins, and remarkPlugins/rehypePlugins after them.
 */
const PAGE = [
  '## Planting {#plant}',
  '',
  ':::tip',
  'Water first.',
  ':::',
  '',
  '[Out](https://example.com/)',
  '',
  '```js',
  'const a = 1;',
  '```',
  '',
].join('\n');

function observers() {
  const seen: Record<string, Record<string, boolean>> = {};
  const remark = (name: string) => () => (tree: MdastRoot) => {
    let directive = false;
    let explicitIdText = false;
    visit(tree, (node) => {
      // docsgen's admonition plugin gives the :::tip directive its HTML element.
      if (node.type === 'containerDirective' && !node.data?.hName) directive = true;
      if (node.type === 'text' && node.value.includes('{#plant}')) explicitIdText = true;
    });
    seen[name] = { directive, explicitIdText };
  };
  const rehype = (name: string) => () => (tree: HastRoot) => {
    let headingId = false;
    let externalRel = false;
    let highlighted = false;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h2' && node.properties.id) headingId = true;
      if (node.tagName === 'a' && node.properties.rel) externalRel = true;
      if (node.tagName === 'span' && String(node.properties.className ?? '').length > 0) highlighted = true;
    });
    seen[name] = { headingId, externalRel, highlighted };
  };
  return {
    seen,
    lists: {
      beforeDefaultRemarkPlugins: [remark('beforeRemark')],
      remarkPlugins: [remark('remark')],
      beforeDefaultRehypePlugins: [rehype('beforeRehype')],
      rehypePlugins: [rehype('rehype')],
    },
  };
}

function expectDocusaurusOrder(seen: Record<string, Record<string, boolean>>) {
  // Before docsgen's remark plugins: the :::tip directive (not yet an admonition) and the {#id} text are still there.
  expect(seen.beforeRemark).toEqual({ directive: true, explicitIdText: true });
  // After them: the admonition and the heading id are done.
  expect(seen.remark).toEqual({ directive: false, explicitIdText: false });
  // Before docsgen's rehype plugins: no external-link rel yet, no highlighting.
  expect(seen.beforeRehype?.externalRel).toBe(false);
  expect(seen.beforeRehype?.highlighted).toBe(false);
  // After docsgen's heading and link plugins (code is highlighted last, after every site plugin).
  expect(seen.rehype).toEqual({ headingId: true, externalRel: true, highlighted: false });
}

describe('remark/rehype plugin lists ordered as in Docusaurus', () => {
  it('a .md page: beforeDefault… lists before docsgen\'s plugins, the others after', () => {
    const { seen, lists } = observers();
    createMarkdownProcessor({ routesBySource: new Map(), ...lists })(PAGE, '/site/docs/page.md');
    expectDocusaurusOrder(seen);
  });

  it('an .mdx page: the same order', async () => {
    const { seen, lists } = observers();
    const process = createMdxProcessor({ routesBySource: new Map(), ...lists, rootDir: '/site', react: findReact('/site'), staticDir: '/site/static', themeDir: '/site/theme' });
    await process(PAGE, '/site/docs/page.mdx');
    expectDocusaurusOrder(seen);
  });
});

describe('a beforeDefault… plugin that adds JSX elements without children', () => {
  // mdast-util-mdx lets a flow element leave `children` out (a site's plugin inserting `<RuleAttributes name="x" />`);
  // Docusaurus's admonitions then read the page as usual.
  const addBadge = () => (tree: MdastRoot) => {
    tree.children.unshift({ type: 'mdxJsxFlowElement', name: 'hr', attributes: [] } as unknown as MdastRoot['children'][number]);
  };

  it('an .mdx page with a titled admonition (:::tip Title) builds, the admonition and the element both there', async () => {
    const process = createMdxProcessor({ routesBySource: new Map(), beforeDefaultRemarkPlugins: [addBadge], rootDir: '/site', react: findReact('/site'), staticDir: '/site/static', themeDir: '/site/theme' });
    const page = await process(':::tip Keep bees\nWater first.\n:::\n', '/site/docs/page.mdx');
    const text = JSON.stringify(page);
    expect(text).toContain('Keep bees');
    expect(text).toContain('Water first.');
  });
});

describe('a titled admonition (`:::tip Title`) as a beforeDefault… plugin sees it', () => {
  // Docusaurus rewrites `:::tip Title` to `:::tip[Title]` before parsing (its mdx1Compat.admonitions
  // preprocessing), so a plugin before its own sees a directive with the title as its label, in a
  // `<div>` too, as it sees `:::tip[Title]`.
  const directives = (seen: string[]) => () => (tree: MdastRoot) => {
    visit(tree, 'containerDirective', (node) => {
      const label = node.children[0]?.data && 'directiveLabel' in node.children[0].data ? JSON.stringify(node.children[0]) : '';
      seen.push(`${node.name}:${/"value":"([^"]*)"/.exec(label)?.[1] ?? ''}`);
    });
  };

  it('a .md page: the directive with its label, as for :::tip[Title]', () => {
    const seen: string[] = [];
    createMarkdownProcessor({ routesBySource: new Map(), beforeDefaultRemarkPlugins: [directives(seen)] })(':::tip Keep bees\n\nWater first.\n\n:::\n\n:::note[Bracketed]\n\nText.\n\n:::\n', '/site/docs/page.md');
    expect(seen).toEqual(['tip:Keep bees', 'note:Bracketed']);
  });

  it('an .mdx page, one inside a <div>: the same', async () => {
    const seen: string[] = [];
    const process = createMdxProcessor({ routesBySource: new Map(), beforeDefaultRemarkPlugins: [directives(seen)], rootDir: '/site', react: findReact('/site'), staticDir: '/site/static', themeDir: '/site/theme' });
    const page = await process('<div className="box">\n\n:::warning Gale\n\nClose the **shutters**.\n\n:::\n\n</div>\n\n:::tip Keep bees\n\nWater first.\n\n:::\n', '/site/docs/page.mdx');
    expect(seen).toEqual(['warning:Gale', 'tip:Keep bees']);
    expect(JSON.stringify(page)).toContain('shutters');
  });
});
