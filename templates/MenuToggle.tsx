import type { ReactNode } from 'react';

/**
 * The label that opens and closes a list (a sidebar category without a page, a dropdown in the
 * mobile menu): a link, as Docusaurus draws it, so a site's CSS for `… > a` applies; a button to
 * assistive technology and the keyboard (Enter clicks a link; Space is added).
 */
export function MenuToggle({ className, open, onToggle, children }: { className: string; open: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <a
      className={className}
      href="#"
      role="button"
      aria-expanded={open}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      onKeyDown={(event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        onToggle();
      }}
    >
      {children}
    </a>
  );
}
