import { useEffect, useState } from 'react';

/**
 * The id of the heading the reader is at, among `ids` (the table of contents' entries), as
 * Docusaurus's classic theme picks it while the page scrolls: the first heading below the navbar
 * when it is in the top half of the window, else the one before it; the last heading once every
 * one is above the navbar. Undefined on the server and before the first scroll position is read.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(activeHeading(key ? key.split('\n') : []));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

function activeHeading(ids: string[]): string | undefined {
  const headings = ids.map((id) => document.getElementById(id)).filter((heading): heading is HTMLElement => heading !== null);
  const navbarHeight = document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0;
  const next = headings.findIndex((heading) => heading.getBoundingClientRect().top >= navbarHeight);
  if (next === -1) return headings.at(-1)?.id;
  const { top, bottom } = headings[next]!.getBoundingClientRect();
  if (top > 0 && bottom < window.innerHeight / 2) return headings[next]!.id;
  return headings[next - 1]?.id;
}
