import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../src/content/markdownProcessor.js';
import { loadMarkdownExtras } from '../helpers/markdownExtras.js';

await loadMarkdownExtras();

/** The Markdown stage's HTML (no theme components), and what it warned about. */
function md(markdown: string) {
  const result = createMarkdownProcessor({ routesBySource: new Map() })(markdown, '/site/content/docs/page.md');
  return { html: toHtml(result.hast), warnings: result.warnings };
}

/** Docusaurus 3's classes for each type: its own look and Infima's alert kind (`important` is its alias of `info`). */
const classesOf: Record<string, string> = {
  note: 'theme-admonition theme-admonition-note alert alert--secondary',
  tip: 'theme-admonition theme-admonition-tip alert alert--success',
  info: 'theme-admonition theme-admonition-info alert alert--info',
  warning: 'theme-admonition theme-admonition-warning alert alert--warning',
  danger: 'theme-admonition theme-admonition-danger alert alert--danger',
  caution: 'theme-admonition theme-admonition-caution alert alert--warning',
  important: 'theme-admonition theme-admonition-info alert alert--info',
};
const aside = (type: string, title: string) =>
  `<div class="${classesOf[type]}" data-admonition="${type}"><div class="admonitionHeading">${title}</div><div class="admonitionContent">`;

describe('admonitions in every syntax', () => {
  const types = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'];
  const defaultTitle = (type: string) => type[0]!.toUpperCase() + type.slice(1);

  it.each(types)(':::%s with its default title', (type) => {
    const { html, warnings } = md(`:::${type}\nThe body.\n:::`);
    expect(html).toContain(`${aside(type, defaultTitle(type))}\n<p>The body.</p>\n</div></div>`);
    expect(warnings).toEqual([]);
  });

  const forms: { name: string; markdown: string }[] = [
    { name: 'a label', markdown: ':::TYPE[Pick a folder]\nThe body.\n:::' },
    { name: 'a title after the name', markdown: ':::TYPE Pick a folder\nThe body.\n:::' },
    { name: 'a title attribute', markdown: ':::TYPE{title="Pick a folder"}\nThe body.\n:::' },
    { name: 'a space after the colons (VitePress)', markdown: '::: TYPE Pick a folder\nThe body.\n:::' },
    { name: 'blank lines around the body', markdown: ':::TYPE Pick a folder\n\nThe body.\n\n:::' },
  ];
  for (const form of forms) {
    it.each(types)(`${form.name}: %s`, (type) => {
      const { html } = md(form.markdown.replace('TYPE', type));
      expect(html).toBe(`${aside(type, 'Pick a folder')}\n<p>The body.</p>\n</div></div>`);
    });
  }

  it('a title after the name keeps its inline markup', () => {
    expect(md(':::warning Do not call `open()` *twice*\nx\n:::').html).toContain(aside('warning', 'Do not call <code>open()</code> <em>twice</em>'));
  });

  it('a space after the colons without a title takes the default title', () => {
    expect(md('::: tip\nx\n:::').html).toBe(`${aside('tip', 'Tip')}\n<p>x</p>\n</div></div>`);
  });

  it('holds lists, code and nested admonitions; the closing fence may follow a list line', () => {
    const { html } = md('::::warning Outer\n- one\n- two\n\n```js\nlet a\n```\n\n:::tip Inner\ninside\n:::\n::::\n\nAfter.');
    expect(html).toContain(aside('warning', 'Outer'));
    expect(html).toContain('<li>two</li>');
    expect(html).toContain(`${aside('tip', 'Inner')}\n<p>inside</p>\n</div></div>`);
    expect(html).toMatch(/<\/div><\/div>\n<\/div><\/div>\n<p>After\.<\/p>$/);
    expect(html).not.toContain(':::');
    const lazy = md('::: note Steps\n- first\n- second\n:::\n\nAfter.').html;
    expect(lazy).toBe(`${aside('note', 'Steps')}\n<ul>\n<li>first</li>\n<li>second</li>\n</ul>\n</div></div>\n<p>After.</p>`);
  });

  it('VitePress nesting by colon count', () => {
    const { html } = md(':::: danger Outer\n::: info Inner\ninner text\n:::\nouter text\n::::');
    expect(html).toBe(`${aside('danger', 'Outer')}\n${aside('info', 'Inner')}\n<p>inner text</p>\n</div></div>\n<p>outer text</p>\n</div></div>`);
  });

  it('leaves other text with colons alone', () => {
    expect(md('::: unknownthing here\ntext\n:::').html).toBe('<p>::: unknownthing here\ntext\n:::</p>');
    expect(md('A stray closer\n:::').html).toBe('<p>A stray closer\n:::</p>');
  });

  it('::: details with a summary (VitePress)', () => {
    expect(md('::: details Show the log\nline one\n:::').html).toBe('<details class="details"><summary>Show the log</summary><p>line one</p></details>');
  });
});

describe('GitHub alerts', () => {
  const alerts: [string, string, string][] = [
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'caution', 'Caution'],
  ];
  it.each(alerts)('> [!%s]', (marker, type, title) => {
    expect(md(`> [!${marker}]\n> Mind the gap.\n>\n> Second paragraph.`).html).toBe(`${aside(type, title)}\n<p>Mind the gap.</p>\n<p>Second paragraph.</p>\n</div></div>`);
  });

  it('the marker on a line of its own, any case', () => {
    expect(md('> [!tip]\n>\n> Spaced out.').html).toBe(`${aside('tip', 'Tip')}\n<p>Spaced out.</p>\n</div></div>`);
  });

  it('an ordinary quote, or an unknown marker, stays a quote', () => {
    expect(md('> [!TODO]\n> later').html).toBe('<blockquote>\n<p>[!TODO]\nlater</p>\n</blockquote>');
    expect(md('> Just a quote.').html).toBe('<blockquote>\n<p>Just a quote.</p>\n</blockquote>');
  });
});

describe('directives only where meant', () => {
  it('puts text directives back and links what GFM links in the restored text', () => {
    expect(md('Write to mailto:jane@example.com today.').html).toBe('<p>Write to <a href="mailto:jane@example.com">mailto:jane@example.com</a> today.</p>');
    expect(md('Chat at xmpp:team@chat.example.org/desk now.').html).toBe('<p>Chat at <a href="xmpp:team@chat.example.org/desk">xmpp:team@chat.example.org/desk</a> now.</p>');
    expect(md('At 10:30 see www.example.com and ratio 4:3.').html).toBe('<p>At 10:30 see <a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a> and ratio 4:3.</p>');
  });

  it('a written link next to a restored directive stays as written', () => {
    expect(md('see:pick [the guide](https://example.com/guide)').html).toBe('<p>see:pick <a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">the guide</a></p>');
  });

  it('an unknown leaf directive is put back as its line, without a warning', () => {
    const { html, warnings } = md('Before.\n\n::vimeo{id="1"}\n\nAfter.');
    expect(html).toBe('<p>Before.</p>\n<p>::vimeo{id="1"}</p>\n<p>After.</p>');
    expect(warnings).toEqual([]);
  });

  it('an unknown container directive keeps its content and warns with its position', () => {
    const { html, warnings } = md('Intro.\n\n:::tipp[Label]\nThe body stays.\n:::');
    expect(html).toBe('<p>Intro.</p>\n<div class="directive directive--tipp"><p>Label</p><p>The body stays.</p></div>');
    expect(warnings).toEqual([{ message: expect.stringMatching(/^unknown directive `:::tipp`: its content is shown without a box \(known: note, tip/), line: 3, column: 1 }]);
  });
});
