/**
 * Gives a tab button what the build put on its label for the tab itself (a TabItem's
 * `attributes`): extra classes, an inline style, `data-`, `title` and `aria-` attributes.
 */
export function copyTabAttributes(label: HTMLElement, button: HTMLElement): void {
  for (const name of label.classList) if (name !== 'tabs__label') button.classList.add(name);
  for (const { name, value } of label.attributes) {
    if (name === 'style' || name === 'title' || (name.startsWith('data-') && name !== 'data-value') || name.startsWith('aria-')) button.setAttribute(name, value);
  }
}
