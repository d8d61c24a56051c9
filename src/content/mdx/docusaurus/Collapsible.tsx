import { createElement, useCallback, useEffect, useRef, useState, type Dispatch, type ElementType, type ReactNode, type SetStateAction } from 'react';

/** `@docusaurus/theme-common`'s useCollapsible: the collapsed state, its setter and a toggle. */
export function useCollapsible({ initialState = false }: { initialState?: boolean | (() => boolean) } = {}): {
  collapsed: boolean;
  setCollapsed: Dispatch<SetStateAction<boolean>>;
  toggleCollapsed: () => void;
} {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((was) => !was), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

export interface CollapsibleProps {
  /** The element it renders (default `div`). */
  as?: ElementType;
  collapsed: boolean;
  children: ReactNode;
  /** Children rendered only once first expanded (default false: they are in the page's HTML). */
  lazy?: boolean;
  className?: string;
  /** Called when the height animation ends, with the state reached. */
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
  /** The animation's duration in ms (default from the content's height) and easing. */
  animation?: { duration?: number; easing?: string };
  /** No inline style in the build's HTML (a parent shows or hides it with its own CSS). */
  disableSSRStyle?: boolean;
}

const HIDDEN = { display: 'none', overflow: 'hidden', height: '0px' } as const;

/** A duration that grows with the height, as a long panel takes longer to open. */
function durationFor(height: number): number {
  return Math.round(Math.min(Math.max(height / 36, 1) * 10 + 200, 600));
}

/**
 * `@docusaurus/theme-common`'s Collapsible: its children, hidden while `collapsed` (in the build's
 * HTML too: `display: none`), their height animated when the state changes in the browser (none
 * for a visitor who asks for reduced motion).
 */
export function Collapsible({ as = 'div', collapsed, children, lazy = false, className, onCollapseTransitionEnd, animation, disableSSRStyle }: CollapsibleProps) {
  const element = useRef<HTMLElement>(null);
  const [mounted, setMounted] = useState(!lazy || !collapsed);
  // The state shown: a change keeps the content shown, its overflow hidden, while its height animates.
  const [shown, setShown] = useState({ collapsed, animating: false });
  const [hydrated, setHydrated] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (!collapsed) setMounted(true);
    if (first.current) {
      first.current = false;
      if (disableSSRStyle) setHydrated(true);
      return undefined;
    }
    const el = element.current;
    const end = () => {
      if (el && collapsed) el.style.display = 'none';
      setShown({ collapsed, animating: false });
      onCollapseTransitionEnd?.(collapsed);
    };
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!el || typeof el.animate !== 'function' || reduced) {
      end();
      return undefined;
    }
    el.style.display = '';
    el.style.overflow = 'hidden';
    const full = el.scrollHeight;
    setShown({ collapsed: false, animating: true });
    const frames = collapsed ? [{ height: `${full}px` }, { height: '0px' }] : [{ height: '0px' }, { height: `${full}px` }];
    const run = el.animate(frames, { duration: animation?.duration ?? durationFor(full), easing: animation?.easing ?? 'ease-in-out' });
    run.onfinish = end;
    return () => {
      run.onfinish = null;
      run.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of state animates
  }, [collapsed]);
  const style = shown.animating ? { overflow: 'hidden' } : shown.collapsed && (!disableSSRStyle || hydrated) ? HIDDEN : undefined;
  return createElement(as, { ref: element, className, style }, mounted ? children : null);
}
