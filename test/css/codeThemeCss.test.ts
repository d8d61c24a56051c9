import { describe, expect, it } from 'vitest';
import { codeThemeCss, punctuationHasColour, type PrismTheme } from '../../src/css/codeThemeCss.js';

// Two small themes in prism-react-renderer's shape (made up for the test).
const light: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#fafafa' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: '#777777', fontStyle: 'italic' } },
    { types: ['keyword', 'tag'], style: { color: '#aa0000' } },
    { types: ['string'], style: { color: '#00aa00' } },
    // A later style for the same type wins, as Prism applies them in order.
    { types: ['tag'], style: { color: '#0000aa' } },
    // Language-specific styles are left out (docsgen's roles are the same in every language).
    { types: ['string'], languages: ['css'], style: { color: '#ff00ff' } },
  ],
};
const dark: PrismTheme = { plain: { color: '#eeeeee', backgroundColor: '#222222' }, styles: [{ types: ['keyword'], style: { color: 'rgb(1, 2, 3)' } }] };

const block = (css: string, selector: string) => css.split(`${selector} {`)[1]?.split('}')[0] ?? '';

describe('codeThemeCss: Prism themes as the code colours', () => {
  it('sets the code background, text and one colour per token role; a type the theme leaves out is unset (its tokens show the colour around them)', () => {
    const css = codeThemeCss({ light, dark });
    const lightVars = block(css, ":where(:root, html[data-theme='light'])");
    expect(lightVars).toContain('--dg-code-bg: #fafafa;');
    expect(lightVars).toContain('--dg-code-text: #111111;');
    expect(lightVars).toContain('--dg-tok-comment: #777777;');
    expect(lightVars).toContain('--dg-tok-keyword: #aa0000;');
    expect(lightVars).toContain('--dg-tok-tag: #0000aa;');
    expect(lightVars).toContain('--dg-tok-string: #00aa00;');
    // Unset: code.css shows the text colour, or inside a tag the tag's, as prism-react-renderer does.
    expect(lightVars).toContain('--dg-tok-number: initial;');
    // Operators: the theme's colour for them, else (most themes leave them so) the colour around them.
    expect(lightVars).toContain('--dg-tok-operator: initial;');
    const darkVars = block(css, ":where(html[data-theme='dark'])");
    expect(darkVars).toContain('--dg-code-bg: #222222;');
    expect(darkVars).toContain('--dg-tok-keyword: rgb(1, 2, 3);');
  });

  it("carries each role's font style: the theme's (a dark theme's italic keywords), else upright, comments too", () => {
    const italic: PrismTheme = { plain: { color: '#eeeeee' }, styles: [{ types: ['keyword'], style: { color: '#cc99ff', fontStyle: 'italic' } }, { types: ['string'], style: { color: '#00ff00' } }] };
    const css = codeThemeCss({ light, dark: italic });
    const darkVars = block(css, ":where(html[data-theme='dark'])");
    const lightVars = block(css, ":where(:root, html[data-theme='light'])");
    expect(darkVars).toContain('--dg-tok-keyword-style: italic;');
    expect(darkVars).toContain('--dg-tok-string-style: normal;');
    expect(darkVars).toContain('--dg-tok-comment-style: normal;');
    expect(lightVars).toContain('--dg-tok-comment-style: italic;');
    expect(lightVars).toContain('--dg-tok-keyword-style: normal;');
  });

  it('uses the light theme in dark mode too when there is no dark theme (as Docusaurus)', () => {
    expect(block(codeThemeCss({ light }), ":where(html[data-theme='dark'])")).toContain('--dg-code-bg: #fafafa;');
  });

  it('drops a value that could end the rule', () => {
    const hostile: PrismTheme = { plain: { color: 'red} body{display:none' }, styles: [] };
    expect(codeThemeCss({ light: hostile })).not.toContain('display:none');
  });
});

describe('punctuationHasColour: whether code needs punctuation spans', () => {
  const theme = (plain: string, punctuation?: string): PrismTheme => ({ plain: { color: plain }, styles: punctuation ? [{ types: ['punctuation', 'selector'], style: { color: punctuation } }] : [] });
  it('is false where punctuation is the text colour, however written (hex, rgb(), case)', () => {
    expect(punctuationHasColour({ light: theme('#393A34', '#393a34'), dark: theme('#F8F8F2', 'rgb(248, 248, 242)') })).toBe(false);
    expect(punctuationHasColour({ light: theme('#fff', 'rgba(255,255,255,1)') })).toBe(false);
    expect(punctuationHasColour({})).toBe(false);
  });
  it('is true where either theme colours it apart, or leaves it uncoloured (in a tag it shows the tag colour)', () => {
    expect(punctuationHasColour({ light: theme('#393A34', '#393A34'), dark: theme('#bfc7d5', 'rgb(199, 146, 234)') })).toBe(true);
    expect(punctuationHasColour({ light: theme('#111111') })).toBe(true);
    expect(punctuationHasColour({ light: theme('#111111', '#11111180') })).toBe(true);
  });
});
