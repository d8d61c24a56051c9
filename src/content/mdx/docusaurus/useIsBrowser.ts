import { useEffect, useState } from 'react';

/** False while the build renders and on the browser's first render (so hydration matches), true after. */
export function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}

export default useIsBrowser;
