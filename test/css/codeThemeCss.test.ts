import { describe, expect, it } from 'vitest';
import { codeThemeCss, type PrismTheme } from '../../src/css/codeThemeCss.js';

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
  it("sets the code background and text per mode, and colours tokens with prismTokenStyles' classes", () => {
    const css = codeThemeCss({ light, dark });
    const lightVars = block(css, ":where(:root, html[data-theme='light'])");
    expect(lightVars).toContain('--dg-code-bg: #fafafa;');
    expect(lightVars).toContain('--dg-code-text: #111111;');
    // No role variables: tokens carry the theme's styles as classes.
    expect(lightVars).not.toContain('--dg-tok-');
    const darkVars = block(css, ":where(html[data-theme='dark'])");
    expect(darkVars).toContain('--dg-code-bg: #222222;');
    expect(css).toContain(":where(html:not([data-theme='dark'])) .code-block__pre .l1 { color: #aa0000; }");
    expect(css).toContain(":where(html[data-theme='dark']) .code-block__pre .z0 { color: rgb(1, 2, 3); }");
  });

  it("with a dark theme alone: light mode keeps docsgen's own code colours (its variables), dark mode the theme's", () => {
    const css = codeThemeCss({ dark });
    expect(block(css, ":where(:root, html[data-theme='light'])")).toBe('');
    expect(block(css, ":where(html[data-theme='dark'])")).toContain('--dg-code-bg: #222222;');
    expect(css).toContain(":where(html:not([data-theme='dark'])) .code-block__pre .l0 { color: var(--dg-tok-comment); }");
    expect(css).toContain(":where(html[data-theme='dark']) .code-block__pre .z0 { color: rgb(1, 2, 3); }");
  });

  it('uses the light theme in dark mode too when there is no dark theme (as Docusaurus)', () => {
    expect(block(codeThemeCss({ light }), ":where(html[data-theme='dark'])")).toContain('--dg-code-bg: #fafafa;');
  });

  it('drops a value that could end the rule', () => {
    const hostile: PrismTheme = { plain: { color: 'red} body{display:none' }, styles: [] };
    expect(codeThemeCss({ light: hostile })).not.toContain('display:none');
  });
});
