/** Scrolls to `#id` (decoded) or to the top. */
export function scrollToHash(hash: string): void {
  if (!hash) {
    window.scrollTo(0, 0);
    return;
  }
  const id = decodeURIComponent(hash.slice(1));
  // As browsers do: an element with that id, else an `<a name>` (raw HTML anchors).
  const target = document.getElementById(id) ?? [...document.getElementsByName(id)].find((el) => el.tagName === 'A');
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/** Screen readers announce the new page: focus its main heading. */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  heading?.focus({ preventScroll: true });
}
