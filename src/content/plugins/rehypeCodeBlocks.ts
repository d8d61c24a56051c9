import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { parseCodeMeta } from './codeMeta.js';
import { highlightLines, resolveLanguage } from './highlighter.js';

/**
 * `pre > code.language-x` → highlighted lines, with the fence's title, highlighted lines and
 * language on the `pre` element for the theme's CodeBlock component.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = toString(code).replace(/\n$/, '');
      code.children = highlightLines(source, lang, meta.highlightLines);
      code.properties = { className: lang ? [`language-${lang}`] : [] };
      pre.properties = {
        ...pre.properties,
        className: ['code-block__pre', resolveLanguage(lang) ? `language-${lang}` : 'language-text'],
        dataLanguage: lang,
        dataTitle: meta.title,
        tabIndex: 0,
      };
      // The new token spans hold nothing to visit.
      return SKIP;
    });
  };
}
