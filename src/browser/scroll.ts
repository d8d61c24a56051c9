/** Scrolls to `#id` (decoded) or to the top. */
export function scrollToHash(hash: string): void {
  if (!hash) {
    window.scrollTo(0, 0);
    return;
  }
  const id = decodeURIComponent(hash.slice(1));
  const target = document.getElementById(id);
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/** Screen readers announce the new page: focus its main heading. */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  heading?.focus({ preventScroll: true });
}
