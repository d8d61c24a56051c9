import { describe, expect, it } from 'vitest';
import { prismTokenStyles } from '../../src/css/prismTokenStyles.js';

// prism-react-renderer's rule, on made-up themes: a text's style is its types' styles merged in
// order (the last type a theme styles wins, property by property); an entry with `languages` counts
// only in those; what equals the code's own style needs no class.
const light = {
  plain: { color: '#111111', backgroundColor: '#ffffff' },
  styles: [
    { types: ['string'], style: { color: '#aa0000' } },
    { types: ['variable', 'parameter'], style: { color: '#00aa00' } },
    { types: ['keyword'], style: { fontStyle: 'italic' } },
    { types: ['punctuation'], style: { color: '#111111' } },
    { types: ['keyword'], style: { color: '#0000aa' }, languages: ['python'] },
    { types: ['namespace'], style: { opacity: 0.7 } },
  ],
};
const dark = { plain: { color: '#eeeeee' }, styles: [{ types: ['parameter'], style: { color: 'rgb(1, 2, 3)' } }] };

describe('prismTokenStyles', () => {
  it('takes each property from the last type that sets it', () => {
    const styles = prismTokenStyles({ light });
    // `parameter variable` and `variable parameter`: one colour, the list's order decides nothing else.
    expect(styles.classOf(['parameter', 'variable'], 'bash')).toBe('l1');
    expect(styles.classOf(['template-string', 'template-punctuation', 'string'], 'js')).toBe('l0');
    // A keyword's italic over a string's colour; its colour only in Python.
    expect(styles.classOf(['string', 'keyword'], 'js')).toBe('l0 la0');
    expect(styles.classOf(['string', 'keyword'], 'python')).toBe('l3 la0');
    expect(styles.classOf(['namespace'], 'js')).toBe('lb0');
  });

  it('gives no class to what the theme leaves alone or styles as the code', () => {
    const styles = prismTokenStyles({ light });
    expect(styles.classOf(['plain'], 'js')).toBe('');
    expect(styles.classOf(['shebang', 'important'], 'bash')).toBe('');
    expect(styles.classOf(['punctuation'], 'js')).toBe('');
    expect(styles.classOf(['string', 'punctuation'], 'js')).toBe('');
  });

  it('writes light and dark classes apart, each rule in its mode only', () => {
    const styles = prismTokenStyles({ light, dark });
    expect(styles.classOf(['parameter'], 'js')).toBe('l1 z0');
    expect(styles.classOf(['string'], 'js')).toBe('l0');
    const css = styles.css();
    expect(css).toContain(":where(html:not([data-theme='dark'])) .code-block__pre .l1 { color: #00aa00; }");
    expect(css).toContain(":where(html[data-theme='dark']) .code-block__pre .z0 { color: rgb(1, 2, 3); }");
    expect(css).toContain(":where(html:not([data-theme='dark'])) .code-block__pre .lb0 { opacity: 0.7; }");
    // One theme: one set of classes, in both modes.
    expect(prismTokenStyles({ light, dark: light }).css()).toContain('\n.code-block__pre .la0 { font-style: italic; }');
  });
});
