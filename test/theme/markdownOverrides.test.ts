import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EVERY_ELEMENT, markdownUsesElements, mdxComponentsElements } from '../../src/theme/markdownOverrides.js';
import { themeLayersOf } from '../../src/theme/themeLayers.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The elements a site's src/theme/MDXComponents.js of this source maps. */
function elementsOf(source: string): string[] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-md-overrides-'));
  roots.push(root);
  mkdirSync(path.join(root, 'src', 'theme'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'theme', 'MDXComponents.js'), source);
  return mdxComponentsElements(themeLayersOf({ swizzleDir: path.join(root, 'src', 'theme') }));
}

describe('mdxComponentsElements', () => {
  it("reads the Markdown elements a site's MDXComponents maps; components (uppercase) and docsgen's spread ones are not", () => {
    const source = [
      "import React from 'react';",
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import Highlight from '@site/src/components/Highlight';",
      '// h3: retired',
      "export default { ...MDXComponents, Highlight, 'img': (props) => <img {...props} />, h2(props) { return <h2 {...props} />; }, table: Table };",
    ].join('\n');
    expect(elementsOf(source)).toEqual(['h2', 'img', 'table']);
    expect(elementsOf("import MDXComponents from '@theme-original/MDXComponents';\nimport Tabs from '@theme/Tabs';\nexport default { ...MDXComponents, Tabs };\n")).toEqual([]);
  });

  it("is every element when its keys cannot be read: another module's object spread in, Object.assign, a computed key", () => {
    expect(elementsOf("import MDXComponents from '@theme-original/MDXComponents';\nimport mine from '../components/mdx';\nexport default { ...MDXComponents, ...mine };\n")).toEqual([EVERY_ELEMENT]);
    expect(elementsOf("import MDXComponents from '@theme-original/MDXComponents';\nexport default Object.assign({}, MDXComponents, mine);\n")).toEqual([EVERY_ELEMENT]);
    expect(elementsOf("const tag = 'h2';\nexport default { [tag]: H2 };\n")).toEqual([EVERY_ELEMENT]);
  });

  it('is empty without a MDXComponents', () => {
    expect(mdxComponentsElements(themeLayersOf({ swizzleDir: path.join(os.tmpdir(), 'no-such-site', 'src', 'theme') }))).toEqual([]);
  });
});

describe('markdownUsesElements', () => {
  it('finds each element as Markdown or raw HTML makes it, and says no for a page without one', () => {
    const cases: [string, string, boolean][] = [
      ['h2', '## Hours\n', true],
      ['h2', 'Hours\n-----\n', true],
      ['h2', '### Hours\n', false],
      ['a', 'See [flags](./flags.md).', true],
      ['a', 'See https://example.com', true],
      ['a', 'No links here.', false],
      ['img', '![A flag](./flag.png)', true],
      ['img', '[not an image](x)', false],
      ['table', '| a | b |\n| - | - |\n| 1 | 2 |\n', true],
      ['table', 'a | b\n--- | ---\n1 | 2\n', true],
      ['table', 'Plain text with a | pipe.', false],
      ['blockquote', '> Quoted', true],
      ['code', 'Run `make`.', true],
      ['pre', '```js\nx\n```\n', true],
      ['pre', 'Run `make`.', false],
      ['details', '<details><summary>More</summary>…</details>', true],
      ['details', 'Details follow.', false],
      ['p', 'Anything.', true],
      [EVERY_ELEMENT, 'Anything.', true],
    ];
    for (const [element, body, expected] of cases) expect([element, body, markdownUsesElements(body, [element])]).toEqual([element, body, expected]);
  });
});
