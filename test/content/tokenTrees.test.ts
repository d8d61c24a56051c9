import type { ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import { describe, expect, it } from 'vitest';
import { loadLanguages, tokenTrees } from '../../src/content/plugins/highlighter.js';

// The highlighter makes Prism's token trees itself (no hastscript selector parsing): they must be
// refractor.highlight's, as far as highlighted lines read them (tag, class names, text).

/** A tree as lines read it: elements' tag and class names, and text. */
function shape(nodes: ElementContent[]): unknown[] {
  return nodes.map((node) => (node.type === 'element' ? { tag: node.tagName, className: node.properties.className, children: shape(node.children) } : node.type === 'text' ? node.value : node.type));
}

const samples: [string, string][] = [
  ['typescript', 'export async function load(options: Options): Promise<string[]> {\n  const { a = 1 } = options; // a comment\n  return [`x ${a}`, /re+/g.source];\n}'],
  ['tsx', 'export function Panel({ title }: { title: string }) {\n  return <div className="panel" data-x={1}>{title}&amp;</div>;\n}'],
  ['markup', '<!DOCTYPE html>\n<p class="a" id=b>Text &amp; &lt;more&gt;</p>\n<!-- comment -->'],
  ['json', '{\n  "name": "x",\n  "n": [1, 2.5, true, null]\n}'],
  ['bash', 'npm i docsgen && echo "$HOME" | grep -v x # done'],
  ['diff', '--- a\n+++ b\n@@ -1 +1 @@\n-old line\n+new line\n unchanged'],
  ['kotlin', 'fun main() {\n    val s = """multi\nline"""\n    println("$s ${s.length}")\n}'],
  ['markdown', '# Title\n\n```js\nconst a = 1;\n```\n\n*em* and **strong** [link](https://x.dev) &copy;'],
  ['python', 'def f(x: int) -> str:\n    """Doc."""\n    return f"{x!r}"  # c'],
];

describe('tokenTrees', () => {
  for (const [language, code] of samples) {
    it(`gives refractor.highlight's tokens for ${language}`, async () => {
      await loadLanguages([language]);
      const expected = shape(refractor.highlight(code, language).children as ElementContent[]);
      expect(expected.length).toBeGreaterThan(1);
      expect(shape(tokenTrees(code, language))).toEqual(expected);
    });
  }
});
