/** One listener for every code block's copy button, including those in later pages. */
export function installCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-copy-code]');
    if (!button) return;
    const code = button.parentElement?.querySelector('pre code');
    if (!code) return;
    const text = code.textContent ?? '';
    const label = button.querySelector('.code-block__copy-label');
    navigator.clipboard
      .writeText(text)
      .then(() => {
        button.classList.add('code-block__copy--copied');
        if (label) label.textContent = 'Copied';
        setTimeout(() => {
          button.classList.remove('code-block__copy--copied');
          if (label) label.textContent = 'Copy';
        }, 1500);
      })
      .catch((error: unknown) => console.error('docsgen: copying failed', error));
  });
}
