import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useThemeMessage, type SidebarEntry, type SidebarGap } from 'docsgen/theme';
import { useSidebarHidden } from './hooks/useSidebarHidden.js';
import { SidebarItems } from './SidebarItems.js';

interface SidebarProps {
  sidebarId: string;
  items: SidebarEntry[];
  /** Items left out of the top-level list of a page's view of a long sidebar. */
  gaps?: SidebarGap[];
  currentPath: string;
  /** A button at its foot folds it away (`docs.sidebar.hideable`); off, it is always shown. */
  hideable?: boolean;
  /** Opening a category closes its siblings (`docs.sidebar.autoCollapseCategories`). */
  autoCollapse?: boolean;
}

/** The docs sidebar (desktop). */
export function Sidebar({ sidebarId, items, gaps, currentPath, hideable = false, autoCollapse = false }: SidebarProps) {
  const aside = useRef<HTMLElement>(null);
  const [hidden, toggleHidden] = useSidebarHidden();
  useKeepCurrentInPlace(aside, items, currentPath);
  const expandTitle = useThemeMessage('theme.docs.sidebar.expandButtonTitle');
  const expandLabel = useThemeMessage('theme.docs.sidebar.expandButtonAriaLabel');
  const collapseTitle = useThemeMessage('theme.docs.sidebar.collapseButtonTitle');
  const collapseLabel = useThemeMessage('theme.docs.sidebar.collapseButtonAriaLabel');
  const navLabel = useThemeMessage('theme.docs.sidebar.navAriaLabel');
  if (hideable && hidden) {
    return (
      <aside ref={aside} className="sidebar sidebar--hidden">
        <button type="button" className="sidebar__expand" title={expandTitle} aria-label={expandLabel} onClick={toggleHidden} />
      </aside>
    );
  }
  return (
    <aside ref={aside} className={hideable ? 'sidebar sidebar--hideable theme-doc-sidebar-container' : 'sidebar theme-doc-sidebar-container'}>
      <nav className="sidebar__nav menu" aria-label={navLabel}>
        <SidebarItems items={items} gaps={gaps} currentPath={currentPath} stateKey={sidebarId} autoCollapse={autoCollapse} />
      </nav>
      {hideable ? <button type="button" className="sidebar__collapse" title={collapseTitle} aria-label={collapseLabel} onClick={toggleHidden} /> : null}
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
