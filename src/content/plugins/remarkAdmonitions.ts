import type { PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from '../visit.js';
import type { VFile } from 'vfile';
import { asElement, takeDirectiveLabel, mayHaveAlerts, mayHaveBlockDirectives } from './directiveHelpers.js';
import { ADMONITION_TITLES } from '../../shared/themeMessages.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;
/** Each type's title id (Docusaurus's; `important`, its alias of `info`, shows info's title once translated). */
const titleIds: Record<string, keyof typeof ADMONITION_TITLES> = {
  note: 'theme.admonition.note',
  tip: 'theme.admonition.tip',
  info: 'theme.admonition.info',
  warning: 'theme.admonition.warning',
  danger: 'theme.admonition.danger',
  caution: 'theme.admonition.caution',
  important: 'theme.admonition.info',
};
const defaultTitles: Record<string, string> = { ...Object.fromEntries(Object.entries(titleIds).map(([type, id]) => [type, ADMONITION_TITLES[id]])), important: 'Important' };

/** A type's title as a message of the locale's code translations: its id and its English (see `<Admonition>`). */
export function admonitionTitleMessage(type: string): { id: string; message: string } | undefined {
  const id = titleIds[type];
  return id ? { id, message: defaultTitles[type]! } : undefined;
}

/**
 * The titles, by type, the locale's code translations give (the theme's words in it, a site's
 * code.json over them); none in English, which keeps the defaults.
 */
export function admonitionTitles(messages: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const titles = Object.entries(titleIds).flatMap(([type, id]) => (messages[id] !== undefined ? [[type, messages[id]!] as const] : []));
  return titles.length > 0 ? Object.fromEntries(titles) : undefined;
}

/**
 * Infima's alert kind for each type, and the type whose look each takes, as Docusaurus 3 draws them
 * (`important` is its legacy alias of `info`, `caution` a warning alert of its own).
 */
const alertKinds: Record<string, [alert: string, look: string]> = {
  note: ['secondary', 'note'],
  tip: ['success', 'tip'],
  info: ['info', 'info'],
  warning: ['warning', 'warning'],
  danger: ['danger', 'danger'],
  caution: ['warning', 'caution'],
  important: ['info', 'info'],
};

/**
 * An admonition's classes: Docusaurus 3's public names (`theme-admonition theme-admonition-tip
 * alert alert--success`), so a site's CSS written for them applies (and Docusaurus 2's
 * `.admonition` rules do not). Its heading and content carry the names Docusaurus's CSS modules
 * start with (`admonitionHeading`, `admonitionContent`), which sites select with `[class*=…]`.
 */
export function admonitionClasses(type: string): string[] {
  const [alert, look] = alertKinds[type] ?? ['secondary', type];
  return ['theme-admonition', `theme-admonition-${look}`, 'alert', `alert--${alert}`];
}

export const ADMONITION_HEADING = 'admonitionHeading';
export const ADMONITION_CONTENT = 'admonitionContent';

/**
 * An admonition container → `<div class="theme-admonition theme-admonition-note alert alert--secondary">`
 * (see admonitionClasses) holding its heading and content. The title is the
 * directive's label (`:::note[Title]`, and the forms remarkFencedAdmonitions reads), else its
 * `title` attribute (`:::note{title="Title"}`), else the type's title in the locale (`titles`, see
 * admonitionTitles), else its English name.
 */
export function remarkAdmonitions({ titles }: { titles?: Readonly<Record<string, string>> | undefined } = {}) {
  return (tree: Root, file: VFile) => {
    if (!mayHaveBlockDirectives(file) && !mayHaveAlerts(file)) return;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      const label = takeDirectiveLabel(node);
      const attribute = node.attributes?.title;
      const titleText: PhrasingContent[] = [{ type: 'text', value: attribute || titles?.[node.name] || defaultTitles[node.name]! }];
      const title = {
        type: 'paragraph' as const,
        data: { hName: 'div', hProperties: { className: [ADMONITION_HEADING] } },
        children: label?.length ? label : titleText,
      };
      const body = {
        type: 'blockquote' as const,
        data: { hName: 'div', hProperties: { className: [ADMONITION_CONTENT] } },
        children: node.children,
      };
      node.children = [title, body] as never;
      asElement(node, 'div', { className: admonitionClasses(node.name), dataAdmonition: node.name });
    });
  };
}
