import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** What the visitor did with a category, and on which page (kept for the whole visit). */
interface CategoryState {
  open: boolean;
  path: string;
}

// One store per browser tab: it outlives page components, so client-side navigation keeps every
// category as the visitor left it. On the server nothing ever writes to it.
const states = new Map<string, CategoryState>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function remember(key: string, state: CategoryState): void {
  states.set(key, state);
  for (const listener of listeners) listener();
}

interface CategoryOptions {
  collapsible: boolean;
  collapsed: boolean;
  /** The category's own page or a page inside it is the current page. */
  holdsCurrent: boolean;
  currentPath: string;
  /** The state keys of its list's categories: opening it closes them (`docs.sidebar.autoCollapseCategories`). */
  siblings?: string[];
}

/**
 * Whether a sidebar category is open, and a toggle. A category holding the current page opens
 * (unless the visitor closed it on this very page) and then stays open after the visitor moves
 * on; opening one category closes no other, unless `siblings` are given (Docusaurus's
 * `autoCollapseCategories`): then it closes those.
 */
export function useCategoryOpen(key: string, { collapsible, collapsed, holdsCurrent, currentPath, siblings }: CategoryOptions): [boolean, () => void] {
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(key),
    () => undefined,
  );
  let open: boolean;
  if (!collapsible) open = true;
  else if (holdsCurrent) open = !(state && !state.open && state.path === currentPath);
  else open = state ? state.open : !collapsed;

  useEffect(() => {
    if (collapsible && holdsCurrent && open && !state?.open) remember(key, { open: true, path: currentPath });
  }, [key, collapsible, holdsCurrent, open, state, currentPath]);

  const toggle = useCallback(() => {
    if (!open) for (const sibling of siblings ?? []) if (sibling !== key) states.set(sibling, { open: false, path: currentPath });
    remember(key, { open: !open, path: currentPath });
  }, [key, open, currentPath, siblings]);
  return [open, toggle];
}
