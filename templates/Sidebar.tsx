import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { SidebarEntry, SidebarGap } from 'docsgen/shared';
import { SidebarItems } from './SidebarItems.js';

interface SidebarProps {
  sidebarId: string;
  items: SidebarEntry[];
  /** Items left out of the top-level list of a page's view of a long sidebar. */
  gaps?: SidebarGap[];
  currentPath: string;
}

/** The docs sidebar (desktop). It has no hide button: the spec keeps it always visible. */
export function Sidebar({ sidebarId, items, gaps, currentPath }: SidebarProps) {
  const aside = useRef<HTMLElement>(null);
  useKeepCurrentInPlace(aside, items, currentPath);
  return (
    <aside ref={aside} className="sidebar">
      <nav className="sidebar__nav" aria-label="Docs sidebar">
        <SidebarItems items={items} gaps={gaps} currentPath={currentPath} stateKey={sidebarId} />
      </nav>
    </aside>
  );
}

// A layout effect in the browser; the server runs neither (and React warns about this one there).
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A page's HTML holds only the neighbourhood of the current page in a long list; once the whole
 * sidebar has loaded, the items before it are drawn above it. The sidebar scrolls by what they add,
 * before the browser paints, so the current item stays where the visitor saw it.
 */
function useKeepCurrentInPlace(aside: RefObject<HTMLElement | null>, items: SidebarEntry[], currentPath: string): void {
  const last = useRef<{ items: SidebarEntry[]; path: string; offset: number } | null>(null);
  useBrowserLayoutEffect(() => {
    const scroller = aside.current;
    const current = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !current) {
      last.current = null;
      return;
    }
    // The item's place in the sidebar's content: scrolling does not change it.
    const offset = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const before = last.current;
    if (before && before.path === currentPath && before.items !== items) scroller.scrollTop += offset - before.offset;
    last.current = { items, path: currentPath, offset };
  }, [aside, items, currentPath]);
}
