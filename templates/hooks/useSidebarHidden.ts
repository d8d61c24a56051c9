import { useCallback, useSyncExternalStore } from 'react';

// One flag per browser tab, outside the page components: the docs sidebar stays folded while the
// visitor moves between pages (as Docusaurus keeps it while its docs layout stays mounted), and a
// reload shows it again. The server never writes it.
let hidden = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor folded the docs sidebar away (`docs.sidebar.hideable`), and a toggle. */
export function useSidebarHidden(): [boolean, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => hidden,
    () => false,
  );
  const toggle = useCallback(() => {
    hidden = !hidden;
    for (const listener of listeners) listener();
  }, []);
  return [value, toggle];
}
