/** Where a slot keeps its value: Docusaurus's `persistence` option (`localStorage` unless said). */
export type StoragePersistence = 'localStorage' | 'sessionStorage' | 'none';

/** One key of the browser's storage, as `@docusaurus/theme-common`'s createStorageSlot gives it. */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `onChange` when the key changes, in this window (through set/del) or in another; returns the unsubscribe. */
  listen(onChange: (event: StorageEvent) => void): () => void;
}

// A browser where storage is refused (a sandboxed iframe, strict privacy settings): the slot holds nothing.
const EMPTY_SLOT: StorageSlot = { get: () => null, set: () => {}, del: () => {}, listen: () => () => {} };

function storageOf(persistence: StoragePersistence): Storage | null {
  if (persistence === 'none') return null;
  try {
    // Reading window.localStorage itself throws where the browser refuses storage.
    return window[persistence];
  } catch {
    return null;
  }
}

/**
 * A slot for `key` in the browser's storage (plugin-pwa's register script keeps whether the app was
 * installed in one). `set` and `del` tell this window's listeners too: the browser's own `storage`
 * event only reaches other windows. Storage is the browser's: a slot used while the build renders
 * is an error naming the key (call it in effects and event handlers), as in Docusaurus.
 */
export function createStorageSlot(key: string, { persistence = 'localStorage' }: { persistence?: StoragePersistence } = {}): StorageSlot {
  if (typeof window === 'undefined') {
    const atBuild = (): never => {
      throw new Error(`The storage slot "${key}" was used while the build renders the page: browser storage exists only in the browser (use it in an effect or an event handler)`);
    };
    return { get: atBuild, set: atBuild, del: atBuild, listen: atBuild };
  }
  const storage = storageOf(persistence);
  if (!storage) return EMPTY_SLOT;
  const change = (oldValue: string | null, newValue: string | null) => {
    // As the browser's own event: none when the value stays the same (a listener that sets it again would loop).
    if (oldValue !== newValue) window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage, url: window.location.href }));
  };
  return {
    get: () => storage.getItem(key),
    set(value) {
      const old = storage.getItem(key);
      storage.setItem(key, value);
      change(old, value);
    },
    del() {
      const old = storage.getItem(key);
      storage.removeItem(key);
      change(old, null);
    },
    listen(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
