import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mdxSourceText } from '../../src/content/mdx/compileMdx.js';
import { browserOnlyModule, browserOnlyModuleId } from '../../src/content/mdx/islands/browserOnlyIslands.js';

/**
 * The module each <BrowserOnly> of an MDX page becomes (see browserOnlyIslands): the element as a
 * component, its props the variables of the functions around it that it uses, and no others.
 */
let dir: string;
const moduleOf = async (source: string, index = 0) => {
  const file = path.join(dir, `page-${Math.random().toString(36).slice(2)}.mdx`);
  await writeFile(file, source);
  return browserOnlyModule(browserOnlyModuleId(file, index), mdxSourceText);
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-browser-only-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('BrowserOnly modules', () => {
  it("an element in a map's callback: the callback's parameter is a prop; the page's import and declaration come along", async () => {
    const code = await moduleOf(["import BrowserOnly from '@docusaurus/BrowserOnly';", "import Gauge from './Gauge';", '', 'export const unit = "knots";', '', '{[1, 2].map((speed) => <BrowserOnly>{() => <Gauge value={speed} unit={unit} />}</BrowserOnly>)}', ''].join('\n'));
    expect(code).toContain("import Gauge from './Gauge';");
    expect(code).toContain('const unit = "knots";');
    expect(code).toContain('export default function DocsgenBrowserOnly({ speed }) {');
  });

  it('only the variables it reads of the scopes around it: not a sibling block\'s, not its own parameters, not a property name', async () => {
    const code = await moduleOf(
      [
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        '',
        'export function Panel({ title, hidden }) {',
        '  if (hidden) { const note = 1; return null; }',
        '  const count = 2;',
        '  return <BrowserOnly>{() => <p data-n={count}>{title} {window.note} {[3].map((note) => note)}</p>}</BrowserOnly>;',
        '}',
        '',
      ].join('\n'),
    );
    expect(code).toContain('export default function DocsgenBrowserOnly({ count, title }) {');
  });

  it('BrowserOnly elements are numbered in document order, an expression\'s among the JSX ones', async () => {
    const source = ["import BrowserOnly from '@docusaurus/BrowserOnly';", '', '<BrowserOnly>{() => <p>first</p>}</BrowserOnly>', '', '{true && <BrowserOnly>{() => <p>second</p>}</BrowserOnly>}', ''].join('\n');
    expect(await moduleOf(source, 0)).toContain('<p>first</p>');
    expect(await moduleOf(source, 1)).toContain('<p>second</p>');
  });
});
