import { colourKey, type PrismTheme } from './codeThemeCss.js';
import { OWN_LIGHT_THEME } from './ownCodeTheme.js';

/**
 * A site's Prism themes (Docusaurus's `themeConfig.prism.theme` / `darkTheme`) applied to code as
 * prism-react-renderer (Docusaurus 3's highlighter, 2.x) applies them, so each character has the
 * colour and font style it has in Docusaurus:
 *
 * - the theme becomes a dictionary per fence language (`themeToDict`): its entries in order, an
 *   entry with `languages` only for those languages (the fence's name as written, lower case:
 *   `js` is not `javascript`), each entry's style merged over the type's earlier ones;
 * - a text's types are those of the tokens around it, outermost first, each token's type then its
 *   aliases (`normalizeTokens`; a type equal to the one before it is not repeated); text outside
 *   any token is `plain` and has no style of its own;
 * - its style is the types' styles merged in that order (`getTokenProps`: `Object.assign`): for
 *   each property, the LAST type that the theme gives that property wins, whatever the type
 *   (`language-javascript`, `template-punctuation`, `important`… count only if the theme names
 *   them); a property no type sets is the code's own (the line carries `plain`).
 *
 * So `-euo` in bash (`parameter variable`) has the variable colour where the theme colours
 * variables, a template literal's backtick (`template-punctuation string`) the string colour, and
 * `${x}` in a JSX attribute (`tag script … interpolation`) the tag colour when nothing inside
 * colours it. docsgen writes the result as short classes: per mode, one class per property value
 * that differs from the code's own (`l3` a light colour, `z2` a dark one, `la0` the light theme's
 * first font style…), and text with nothing of its own is plain text: a span only where the
 * style differs from the code around it. `css()` writes the rules for every class the themes can
 * give, in both modes (one set when the dark theme is the light one).
 */
export interface PrismTokenStyles {
  /** The classes of a text with these Prism types (outermost first, as prism-react-renderer lists them) in a block of `language`; '' for the code's own style. */
  classOf(types: readonly string[], language: string): string;
  /** The stylesheet for every class classOf can give. */
  css(): string;
}

type Style = Record<string, unknown>;

/** Properties a number is written without a unit for (as React writes an inline style). */
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flex', 'order']);
/** A property's value when no style sets it (the code's own, where `plain` has none). */
const DEFAULTS: Record<string, string> = { fontStyle: 'normal', fontWeight: 'normal', opacity: '1', textDecoration: 'none', textDecorationLine: 'none', textShadow: 'none', backgroundColor: 'transparent' };
/** Class letters of the properties other than colour, in the order a theme first sets them. */
const LETTERS = 'abcdefghjkmnpqrstuvwxy';

function cssValue(property: string, value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? (UNITLESS.has(property) ? String(value) : `${value}px`) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text && !/[;{}<>\\]/.test(text) && /^[a-z][a-zA-Z]*$/.test(property) ? text : undefined;
}

function same(property: string, a: string, b: string): boolean {
  return /color/i.test(property) ? colourKey(a) === colourKey(b) : a.toLowerCase() === b.toLowerCase();
}

interface Mode {
  prefix: string;
  theme: PrismTheme;
  /** Each property's values, in the order the theme first sets them: a value's class is its index. */
  values: Map<string, string[]>;
  dicts: Map<string, Map<string, Style>>;
}

function modeOf(prefix: string, theme: PrismTheme): Mode {
  const values = new Map<string, string[]>([['color', []]]);
  for (const entry of theme.styles) {
    for (const [property, raw] of Object.entries(entry.style ?? {})) {
      const value = cssValue(property, raw);
      if (value === undefined) continue;
      const list = values.get(property) ?? [];
      if (!list.includes(value)) list.push(value);
      values.set(property, list);
    }
  }
  return { prefix, theme, values, dicts: new Map() };
}

/** prism-react-renderer's theme dictionary for a language: each type's entries merged in order. */
function dictOf(mode: Mode, language: string): Map<string, Style> {
  let dict = mode.dicts.get(language);
  if (dict) return dict;
  dict = new Map();
  for (const entry of mode.theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict.set(type, { ...dict.get(type), ...entry.style });
  }
  mode.dicts.set(language, dict);
  return dict;
}

function classesOf(mode: Mode, types: readonly string[], language: string): string[] {
  if (types.length === 0 || (types.length === 1 && types[0] === 'plain')) return [];
  const dict = dictOf(mode, language);
  const style: Style = {};
  for (const type of types) Object.assign(style, dict.get(type));
  const out: string[] = [];
  const properties = [...mode.values.keys()];
  for (const [property, raw] of Object.entries(style)) {
    const value = cssValue(property, raw);
    if (value === undefined) continue;
    // The code's own value (plain's, else the property's initial one) needs no class.
    const own = cssValue(property, mode.theme.plain[property]) ?? DEFAULTS[property];
    if (own !== undefined && same(property, value, own)) continue;
    const index = mode.values.get(property)?.indexOf(value) ?? -1;
    if (index < 0) continue;
    out.push(property === 'color' ? `${mode.prefix}${index}` : `${mode.prefix}${LETTERS[properties.indexOf(property) - 1] ?? 'z'}${index}`);
  }
  return out;
}

function rules(mode: Mode, scope: string): string {
  const properties = [...mode.values.keys()];
  const out: string[] = [];
  for (const [property, list] of mode.values) {
    const kebab = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const letter = property === 'color' ? '' : (LETTERS[properties.indexOf(property) - 1] ?? 'z');
    list.forEach((value, index) => out.push(`${scope}.code-block__pre .${mode.prefix}${letter}${index} { ${kebab}: ${value}; }`));
  }
  return out.join('\n') + '\n';
}

/** The token styles of a site's Prism themes; the light one in both modes without a dark one (as in Docusaurus). */
export function prismTokenStyles(themes: { light: PrismTheme; dark?: PrismTheme | undefined }): PrismTokenStyles {
  const shared = !themes.dark || JSON.stringify(themes.dark) === JSON.stringify(themes.light);
  const light = modeOf('l', themes.light);
  const dark = shared ? undefined : modeOf('z', themes.dark!);
  const cache = new Map<string, string>();
  return {
    classOf(types, language) {
      const key = `${language}\0${types.join(' ')}`;
      let classes = cache.get(key);
      if (classes === undefined) {
        classes = [...classesOf(light, types, language), ...(dark ? classesOf(dark, types, language) : [])].join(' ');
        cache.set(key, classes);
      }
      return classes;
    },
    css() {
      if (!dark) return rules(light, '');
      return rules(light, ":where(html:not([data-theme='dark'])) ") + rules(dark, ":where(html[data-theme='dark']) ");
    },
  };
}

/**
 * How a site's code is coloured: by its Prism themes (`theme.prism`) through prismTokenStyles, the
 * one path for every pair; undefined without any (docsgen's own roles, compactTokens). A `darkTheme`
 * without a `theme` has docsgen's own colours as its light side (OWN_LIGHT_THEME), as a site without
 * Prism themes has in light mode.
 */
export function siteTokenStyles(prism: { theme?: PrismTheme | undefined; darkTheme?: PrismTheme | undefined } | undefined): PrismTokenStyles | undefined {
  if (!prism?.theme && !prism?.darkTheme) return undefined;
  return prismTokenStyles({ light: prism.theme ?? OWN_LIGHT_THEME, dark: prism.darkTheme });
}
