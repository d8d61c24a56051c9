import { describe, expect, it } from 'vitest';
import { highlightTokens, loadLanguages } from '../../src/content/plugins/highlighter.js';

// Docusaurus highlights with prism-react-renderer, whose Prism registers JSDoc and js-extras right
// after TypeScript and before JSX/TSX: a site's CSS and Prism theme colour the tokens they add
// (`maybe-class-name`, `known-class-name`, `dom`, `console`, `method`, `doc-comment`…). The same
// blocks give the same token types here (checked against prism-react-renderer 2.4.1's Prism).

const typesOf = (code: string, lang: string) => {
  const out: Record<string, string> = {};
  for (const line of highlightTokens(code, lang)) for (const token of line) if (token.content.trim()) out[token.content.trim()] ??= token.types.join(' ');
  return out;
};

describe("JavaScript's token types are Docusaurus's", () => {
  it('js: console, dom, known and maybe class names, methods, module keywords, doc comments', async () => {
    await loadLanguages(['js', 'ts', 'jsx', 'tsx']);
    const js = typesOf('/** @param {string} a */\nimport React from "react";\nconsole.log(document.title, Array.from(new Foo()));\nif (a) window.Bar.go();', 'js');
    expect(js).toMatchObject({
      console: 'console class-name',
      log: 'method function property-access',
      document: 'dom variable',
      Array: 'known-class-name class-name',
      import: 'keyword module',
      if: 'keyword control-flow',
      window: 'dom variable',
      Bar: 'property-access maybe-class-name',
      '@param': 'doc-comment comment keyword',
    });
  });

  it('jsx and tsx as Docusaurus has them (TypeScript itself is registered before js-extras, so it has none)', () => {
    expect(typesOf('const x = <Foo.Bar onClick={() => console.log(1)} />;', 'jsx')).toMatchObject({ console: 'tag script language-javascript console class-name', '=>': 'tag script language-javascript arrow operator' });
    expect(typesOf('const C = ({ a }) => <Box>{a}</Box>;', 'tsx')).toMatchObject({ '=>': 'arrow operator' });
    expect(Object.values(typesOf('console.log(Foo.name, document);', 'ts')).join(' ')).not.toMatch(/maybe-class-name|console|dom|method/);
  });
});
