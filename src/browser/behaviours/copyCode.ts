import { themeMessage, type ThemeMessageId } from '../../shared/themeMessages.js';

/**
 * Gives each code block under `root` its copy button, in the words of the locale being read
 * (`messages`: SiteData.messages). The button needs JavaScript, so the build leaves it out of the
 * HTML (a page without scripts shows no button that does nothing).
 */
export function addCopyButtons(root: HTMLElement, messages?: Partial<Record<ThemeMessageId, string>>): void {
  const copy = themeMessage(messages, 'theme.CodeBlock.copy');
  for (const body of root.querySelectorAll<HTMLElement>('.code-block__body')) {
    const pre = body.querySelector(':scope > pre');
    if (!pre || body.querySelector(':scope > [data-copy-code]')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-block__copy';
    button.setAttribute('aria-label', themeMessage(messages, 'theme.CodeBlock.copyButtonAriaLabel'));
    button.title = copy;
    // What the button says once the code is copied, and then again.
    button.dataset.copyCode = themeMessage(messages, 'theme.CodeBlock.copied');
    button.dataset.copyLabel = copy;
    const label = document.createElement('span');
    label.className = 'code-block__copy-label';
    label.textContent = copy;
    button.append(label);
    pre.after(button);
  }
}

/** One listener for every code block's copy button, including those in later pages. */
export function installCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-copy-code]');
    if (!button) return;
    const code = button.parentElement?.querySelector('pre code');
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
