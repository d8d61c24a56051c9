import { describe, expect, it } from 'vitest';
import { pageExcerpt } from '../../src/content/excerpt.js';

// The line each case picks is the one a Docusaurus 3.10 build of the same body shows under the page's
// card and in its meta description. Its text is the line read as Markdown: where Docusaurus's
// own text differs (underscores inside words and text between colons dropped, backslash escapes shown),
// the case says so and keeps the words the author wrote.
describe('pageExcerpt: the first line that says something', () => {
  const cases: [name: string, body: string, excerpt: string | undefined][] = [
    ['a plain first paragraph', '# Title\n\nThe lamp needs oil.\n', 'The lamp needs oil.'],
    ["an admonition's first line of text, not the paragraph after it", '# T\n\n:::tip\n\nWipe the glass first.\n\n:::\n\nThen light it.\n', 'Wipe the glass first.'],
    ["a titled admonition's body, not its title", '# T\n\n:::note Heads up\n\nThe wick burns down.\n\n:::\n', 'The wick burns down.'],
    ["an h2's words when it comes before any paragraph", '# T\n\n## Why it matters\n\nBody.\n', 'Why it matters'],
    ['a heading without its custom id', '# T\n\n## Custom anchor {#custom}\n\nBody.\n', 'Custom anchor'],
    ['past import blocks and lines that are only JSX tags', "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# T\n\n<Tabs>\n<TabItem value=\"a\">\n\nInside a tab.\n\n</TabItem>\n</Tabs>\n", 'Inside a tab.'],
    ['past fenced code', '# T\n\n```js\nconst x = 1;\n```\n\nAfter the code.\n', 'After the code.'],
    ['past a four-backtick fence holding a three-backtick one', '````md\n```js\nx\n```\n````\n\nAfter.\n', 'After.'],
    ["only a wrapped paragraph's first line", '# T\n\nThis paragraph starts on one line\nand goes on over a second.\n', 'This paragraph starts on one line'],
    ['a long line whole, not cut', `# T\n\n${'word '.repeat(60).trim()}\n`, 'word '.repeat(60).trim()],
    ['a list item with its marker', '# T\n\n- the first item\n- the second\n', '- the first item'],
    ['an ordered list item with its number', '# T\n\n1. First step\n', '1. First step'],
    ['inline Markdown taken off (emphasis, links, code)', '**Bold** and _italic_ with a [link](./x.md) and `code`.\n', 'Bold and italic with a link and code.'],
    ['underscores inside a word kept (Docusaurus reads snakecasename)', 'Call snake_case_name now.\n', 'Call snake_case_name now.'],
    ['text between two colons kept (Docusaurus drops it as an emoji name)', 'Note: two colons: on a line.\n', 'Note: two colons: on a line.'],
    ['a backslash escape read, not shown (Docusaurus keeps the backslash)', 'It costs \\$50 and `--cpu=<name>` picks one.\n', 'It costs $50 and --cpu=<name> picks one.'],
    ['an emoji name dropped', ':rocket: Launch day.\n', 'Launch day.'],
    ['a blockquote without its marker', '> Quoted first.\n\nThen text.\n', 'Quoted first.'],
    ['an image by its alt text', '![An alt text](/img/a.png)\n\nAfter.\n', 'An alt text'],
    ['past a line that is only HTML', '<p align="center"><img src="/a.svg" /></p>\n\nAfter the picture.\n', 'After the picture.'],
    ['the text of a one-line element', '<div className="intro">Inline text.</div>\n', 'Inline text.'],
    ['past a one-line comment', '# T\n\n<!-- a comment -->\n\nAfter the comment.\n', 'After the comment.'],
    ['past a leading setext title', 'Setext title\n============\n\nBelow it.\n', 'Below it.'],
    ['HTML entities as written, as Docusaurus shows them', 'Tom &amp; Jerry\n', 'Tom &amp; Jerry'],
    ['a table row as written', '| a | b |\n| - | - |\n', '| a | b |'],
    // Comments are the author's notes, never the page's text (Docusaurus's excerpt shows a comment's
    // first line when it spans lines: facebook/docusaurus#6108).
    ['past an HTML comment over several lines', '# T\n\n<!--\n  Keep in sync with the API.\n-->\n\nThe real first line.\n', 'The real first line.'],
    ['past an HTML comment that opens on a line of text', '<!-- Reviewed: yes\n - by the team -->\nAfter the note.\n', 'After the note.'],
    ['past an MDX comment', '{/* Generated: do not edit */}\n\nThe words.\n', 'The words.'],
    ['past an MDX comment over several lines', '{/*\n  A note to editors.\n*/}\n\nThe words.\n', 'The words.'],
    ['an MDX comment inside a line taken off', 'Before {/* aside */} after.\n', 'Before after.'],
    ['past a tilde fence', '# T\n\n~~~sh\nnpm test\n~~~\n\nAfter the tildes.\n', 'After the tildes.'],
    ['nothing for a body of only code', '# T\n\n```bash\nnpm test\n```\n', undefined],
    ['nothing for an empty body', '\n\n', undefined],
  ];
  it.each(cases)('%s', (_name, body, excerpt) => {
    expect(pageExcerpt(body)).toBe(excerpt);
  });
});
