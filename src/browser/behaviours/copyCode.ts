import { themeMessage, type ThemeMessageId } from '../../shared/themeMessages.js';

/**
 * Gives each code block under `root` its buttons, top-right, in the words of the locale being read
 * (`messages`: SiteData.messages): word wrap (shown while the code is wider than the block, or
 * wrapped, or has line numbers: see showWrapButton) and copy, as Docusaurus's code blocks have them. They need JavaScript, so the build
 * leaves them out of the HTML (a page without scripts shows no button that does nothing).
 */
export function addCopyButtons(root: HTMLElement, messages?: Partial<Record<ThemeMessageId, string>>): void {
  const copy = themeMessage(messages, 'theme.CodeBlock.copy');
  const wrap = themeMessage(messages, 'theme.CodeBlock.wordWrapToggle');
  for (const body of root.querySelectorAll<HTMLElement>('.code-block__body')) {
    const pre = body.querySelector(':scope > pre');
    if (!pre || body.querySelector(':scope > .code-block__buttons')) continue;
    const buttons = document.createElement('div');
    buttons.className = 'code-block__buttons';
    buttons.innerHTML = `<button type="button" class="code-block__wrap" data-wrap-code aria-pressed="false"></button><button type="button" class="code-block__copy" data-copy-code><span class="code-block__copy-label"></span></button>`;
    const [wrapButton, button] = buttons.children as unknown as [HTMLElement, HTMLElement];
    wrapButton.title = wrap;
    wrapButton.setAttribute('aria-label', wrap);
    button.setAttribute('aria-label', themeMessage(messages, 'theme.CodeBlock.copyButtonAriaLabel'));
    button.title = copy;
    // What the button says once the code is copied, and then again.
    button.dataset.copyCode = themeMessage(messages, 'theme.CodeBlock.copied');
    button.dataset.copyLabel = copy;
    button.firstElementChild!.textContent = copy;
    pre.after(buttons);
  }
  showWrapButtons(root);
}

/**
 * A block's wrap button shows while its code is wider than the block, or wrapped, and on a block
 * with line numbers until its reader has wrapped and unwrapped it, as Docusaurus 3's: its button
 * shows while the code scrolls or the `code` element has an inline style, which a numbered block's
 * has from the start (its line counter's reset) and loses when unwrapped (`data-unwrapped`).
 */
function showWrapButton(button: HTMLElement): void {
  const pre = button.closest('.code-block__body')?.querySelector('pre');
  const numbered = pre?.classList.contains('code-block__pre--numbered') === true && !button.hasAttribute('data-unwrapped');
  button.hidden = !pre || !(numbered || button.getAttribute('aria-pressed') === 'true' || pre.scrollWidth > pre.clientWidth);
}

/** Shows or hides the wrap buttons under `root` (again when a tab panel holding them shows, see tabs.ts). */
export function showWrapButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLElement>('[data-wrap-code]')) showWrapButton(button);
}

/** One listener for every code block's buttons, including those in later pages. */
export function installCopyButtons(): void {
  addEventListener('resize', () => showWrapButtons(document), { passive: true });
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const wrapButton = target?.closest?.<HTMLElement>('[data-wrap-code]');
    if (wrapButton) {
      const code = wrapButton.closest('.code-block__body')?.querySelector<HTMLElement>('pre code');
      const on = wrapButton.getAttribute('aria-pressed') !== 'true';
      wrapButton.setAttribute('aria-pressed', String(on));
      wrapButton.classList.toggle('code-block__wrap--enabled', on);
      code?.classList.toggle('code-block__code--wrapped', on);
      if (!on) wrapButton.setAttribute('data-unwrapped', '');
      showWrapButton(wrapButton);
      return;
    }
    const button = target?.closest?.<HTMLElement>('[data-copy-code]');
    if (!button) return;
    const code = button.closest('.code-block__body')?.querySelector('pre code');
    if (!code) return;
    const text = code.textContent ?? '';
    const label = button.querySelector('.code-block__copy-label');
    navigator.clipboard
      .writeText(text)
      .then(() => {
        button.classList.add('code-block__copy--copied');
        if (label) label.textContent = button.dataset.copyCode || 'Copied';
        setTimeout(() => {
          button.classList.remove('code-block__copy--copied');
          if (label) label.textContent = button.dataset.copyLabel || 'Copy';
        }, 1500);
      })
      .catch((error: unknown) => console.error('docsgen: copying failed', error));
  });
}
