import { useEffect, useState } from 'react';

/** What `@docusaurus/theme-common`'s useWindowSize tells: `ssr` while the build renders and on the browser's first render. */
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Above this width (px) the window is a desktop one, as in Docusaurus's layout (the navbar's menu button shows at 996 and below). */
const DESKTOP_BREAKPOINT = 996;

/**
 * The window's size class, as Docusaurus's useWindowSize gives it: `ssr` when rendered at build time
 * and while hydrating (so the browser's first render matches the HTML), then `desktop` or `mobile`,
 * following every resize.
 */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT }: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}
