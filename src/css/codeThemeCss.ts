import { siteTokenStyles } from './prismTokenStyles.js';

/**
 * A prism-react-renderer theme (Docusaurus's `themeConfig.prism.theme` / `darkTheme`): the code
 * block's colours, and its token styles (prismTokenStyles: the classes the highlighter writes).
 */
export interface PrismTheme {
  plain: { color?: string; backgroundColor?: string; [key: string]: unknown };
  styles: { types: string[]; style: { color?: string; [key: string]: unknown }; languages?: string[] }[];
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

/** A theme's code background and text colours as the theme's custom properties (its token colours are prismTokenStyles' classes). */
function variables(theme: PrismTheme): string[] {
  const out: string[] = [];
  if (theme.plain.backgroundColor) out.push(`--dg-code-bg: ${theme.plain.backgroundColor};`, `--dg-code-title-bg: ${theme.plain.backgroundColor};`);
  if (theme.plain.color) out.push(`--dg-code-text: ${theme.plain.color};`);
  return out.filter((line) => !/[;{}<]/.test(line.slice(line.indexOf(':') + 1, -1)));
}

/**
 * The stylesheet that colours code with the site's Prism themes, light and dark (the light one in
 * both modes when there is no dark one, as in Docusaurus). :where() keeps the specificity of the
 * theme's own tokens, so this file, loaded after them, wins, and the site's CSS after it still can.
 */
export function codeThemeCss(themes: { light?: PrismTheme; dark?: PrismTheme }): string {
  const block = (selector: string, theme: PrismTheme | undefined) => (theme ? `${selector} {\n  ${variables(theme).join('\n  ')}\n}\n` : '');
  // The highlighter writes prism-react-renderer's styles as classes (siteTokenStyles; a dark theme
  // alone has docsgen's own colours as its light side, whose background and text stay the theme's).
  const tokens = siteTokenStyles({ theme: themes.light, darkTheme: themes.dark })?.css() ?? '';
  return block(":where(:root, html[data-theme='light'])", themes.light) + block(":where(html[data-theme='dark'])", themes.dark ?? themes.light) + tokens;
}
