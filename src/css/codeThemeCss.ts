import { prismTokenStyles } from './prismTokenStyles.js';

/**
 * A prism-react-renderer theme (Docusaurus's `themeConfig.prism.theme` / `darkTheme`): the code
 * block's colours, and its token styles (prismTokenStyles: the classes the highlighter writes with
 * a light theme; one colour per docsgen token role for a `darkTheme` alone, templates/styles/code.css).
 */
export interface PrismTheme {
  plain: { color?: string; backgroundColor?: string; [key: string]: unknown };
  styles: { types: string[]; style: { color?: string; [key: string]: unknown }; languages?: string[] }[];
}

/** docsgen's token roles (the `--dg-tok-*` variables of templates/styles/tokens.css) and the Prism token type each is coloured as. */
const ROLES: [variable: string, prismType: string][] = [
  ['comment', 'comment'],
  ['keyword', 'keyword'],
  ['operator', 'operator'],
  ['string', 'string'],
  ['function', 'function'],
  ['class', 'class-name'],
  ['builtin', 'builtin'],
  ['number', 'number'],
  ['constant', 'constant'],
  ['property', 'property'],
  ['tag', 'tag'],
  ['attr-name', 'attr-name'],
  ['attr-value', 'attr-value'],
  ['punctuation', 'punctuation'],
  ['variable', 'variable'],
  ['parameter', 'parameter'],
  ['regex', 'regex'],
  ['inserted', 'inserted'],
  ['deleted', 'deleted'],
];

/** The last colour a theme gives a token type (as Prism applies its styles), undefined for none. */
function colourOf(theme: PrismTheme, type: string): string | undefined {
  return theme.styles.filter((entry) => !entry.languages && entry.types.includes(type) && typeof entry.style.color === 'string').pop()?.style.color;
}

/** A CSS colour as red, green, blue and alpha (0–255, alpha 0–1) when it is written as hex or rgb()/rgba(); else the text, lower case. */
export function colourKey(colour: string): string {
  const text = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : hex.match(/../g)!;
    const [r, g, b, a = 'ff'] = digits;
    return [r, g, b].map((d) => parseInt(d!, 16)).join(',') + ',' + Math.round((parseInt(a, 16) / 255) * 100) / 100;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
    return [rgb[1], rgb[2], rgb[3]].map((n) => Math.round(Number(n))).join(',') + ',' + Math.round(alpha * 100) / 100;
  }
  return text;
}

/**
 * True when a site's Prism theme (light or dark) shows punctuation in another colour than its text:
 * a colour of its own (palenight's purple, the theme Docusaurus colours with when the site names
 * none), or none at all (inside a tag it then shows the tag's colour). The code's punctuation then
 * needs spans of its own (compactTokens' `pu`); github's and dracula's is the text colour: no span.
 */
export function punctuationHasColour(themes: { light?: PrismTheme | undefined; dark?: PrismTheme | undefined }): boolean {
  return [themes.light, themes.dark].some((theme) => {
    if (!theme) return false;
    const punctuation = colourOf(theme, 'punctuation');
    return punctuation === undefined || typeof theme.plain.color !== 'string' || colourKey(punctuation) !== colourKey(theme.plain.color);
  });
}

/**
 * Custom properties for one theme: a type's colour is its last style's (as Prism applies them);
 * a type the theme does not colour is unset (`initial`), so its tokens show the colour of the token
 * around them, as prism-react-renderer's do (code.css: the text colour, or a tag's); its font style,
 * upright unless the theme sets one (`--dg-tok-keyword-style: italic`).
 */
function variables(theme: PrismTheme): string[] {
  const out: string[] = [];
  if (theme.plain.backgroundColor) out.push(`--dg-code-bg: ${theme.plain.backgroundColor};`, `--dg-code-title-bg: ${theme.plain.backgroundColor};`);
  if (theme.plain.color) out.push(`--dg-code-text: ${theme.plain.color};`);
  // A type's font style is its last style's that sets one (Docusaurus's dracula sets keywords italic).
  const fontStyleOf = (type: string) => theme.styles.filter((entry) => !entry.languages && entry.types.includes(type) && typeof entry.style.fontStyle === 'string').pop()?.style.fontStyle;
  for (const [role, type] of ROLES) {
    const colour = colourOf(theme, type) ?? 'initial';
    if (colour) out.push(`--dg-tok-${role}: ${colour};`);
    // The theme's font style, else upright (a theme without italic comments has none, as in Docusaurus).
    const fontStyle = fontStyleOf(type);
    out.push(`--dg-tok-${role}-style: ${typeof fontStyle === 'string' && /^(italic|normal|oblique)$/.test(fontStyle) ? fontStyle : 'normal'};`);
  }
  return out.filter((line) => !/[;{}<]/.test(line.slice(line.indexOf(':') + 1, -1)));
}

/**
 * The stylesheet that colours code with the site's Prism themes, light and dark (the light one in
 * both modes when there is no dark one, as in Docusaurus). :where() keeps the specificity of the
 * theme's own tokens, so this file, loaded after them, wins, and the site's CSS after it still can.
 */
export function codeThemeCss(themes: { light?: PrismTheme; dark?: PrismTheme }): string {
  const block = (selector: string, theme: PrismTheme | undefined) => (theme ? `${selector} {\n  ${variables(theme).join('\n  ')}\n}\n` : '');
  // With a light theme, the highlighter writes prism-react-renderer's styles as classes (prismTokenStyles).
  const tokens = themes.light ? prismTokenStyles({ light: themes.light, dark: themes.dark }).css() : '';
  return block(":where(:root, html[data-theme='light'])", themes.light) + block(":where(html[data-theme='dark'])", themes.dark ?? themes.light) + tokens;
}
