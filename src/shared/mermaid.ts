/**
 * A ```` ```mermaid ```` fence in a page (`markdown.mermaid`), as the build writes it and the
 * browser finds it: `<docsgen-mermaid>` holding the diagram's source as a code block (what a
 * reader without JavaScript sees), which the diagram script (loaded only by pages with one, see
 * renderPage) draws as an SVG beside it, in the colour mode's Mermaid theme.
 */
export const MERMAID_TAG = 'docsgen-mermaid';

/** The config's `markdown.mermaid` as the build and the diagram script use it (Docusaurus's themeConfig.mermaid). */
export interface MermaidSettings {
  /** The Mermaid theme of each colour mode (Docusaurus's defaults: `default` and `dark`). */
  theme: { light: string; dark: string };
  /** Handed to `mermaid.initialize` (its config: `sequence`, `flowchart`, `maxTextSize`…). */
  options: Record<string, unknown>;
}

/** `markdown.mermaid` (`true`, or `{ theme, options }`) with the defaults filled in; undefined when off. */
export function mermaidSettings(value: boolean | { theme?: { light?: string | undefined; dark?: string | undefined } | undefined; options?: Record<string, unknown> | undefined } | undefined): MermaidSettings | undefined {
  if (!value) return undefined;
  const given = value === true ? {} : value;
  return { theme: { light: given.theme?.light ?? 'default', dark: given.theme?.dark ?? 'dark' }, options: given.options ?? {} };
}
