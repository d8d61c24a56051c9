import { useEffect, useState } from 'react';

/** True while the visitor scrolls down past the navbar; scrolling up shows it again. */
export function useHideOnScroll(enabled: boolean, threshold = 60): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < threshold) setHidden(false);
      else if (Math.abs(y - last) > 4) setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
  return hidden;
}
