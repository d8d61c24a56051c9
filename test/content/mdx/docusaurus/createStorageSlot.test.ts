import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot } from '../../../../src/content/mdx/docusaurus/createStorageSlot.js';

/** A browser's storage, window and StorageEvent, as little as the slot reads of them. */
function stubBrowser({ refuse = false } = {}) {
  const values = new Map<string, string>();
  const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
  const target = new EventTarget();
  class StorageEvent extends Event {
    key: string | null;
    oldValue: string | null;
    newValue: string | null;
    storageArea: unknown;
    constructor(type: string, init: { key: string; oldValue: string | null; newValue: string | null; storageArea: unknown }) {
      super(type);
      ({ key: this.key, oldValue: this.oldValue, newValue: this.newValue, storageArea: this.storageArea } = init);
    }
  }
  const window = {
    get localStorage() {
      if (refuse) throw new Error('storage is refused here');
      return storage;
    },
    sessionStorage: storage,
    location: { href: 'https://lighthouse.example/' },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('StorageEvent', StorageEvent);
  return { values, storage };
}

afterEach(() => vi.unstubAllGlobals());

describe("createStorageSlot (@docusaurus/theme-common's)", () => {
  it("keeps one key's value in localStorage, and tells this window's listeners of each change (not of a set to the same value)", () => {
    const { values } = stubBrowser();
    const slot = createStorageSlot('keeper.lamp');
    const seen: (string | null)[] = [];
    const stop = slot.listen((event) => seen.push(event.newValue));
    expect(slot.get()).toBeNull();
    slot.set('lit');
    slot.set('lit');
    expect(values.get('keeper.lamp')).toBe('lit');
    expect(slot.get()).toBe('lit');
    // Another key's change is not this slot's.
    createStorageSlot('keeper.fog').set('thick');
    slot.del();
    expect(slot.get()).toBeNull();
    stop();
    slot.set('trimmed');
    expect(seen).toEqual(['lit', null]);
  });

  it("holds nothing where the browser refuses storage, or with persistence 'none'", () => {
    stubBrowser({ refuse: true });
    const refused = createStorageSlot('keeper.lamp');
    refused.set('lit');
    expect(refused.get()).toBeNull();
    const none = createStorageSlot('keeper.lamp', { persistence: 'none' });
    none.set('lit');
    expect(none.get()).toBeNull();
  });

  it('is an error naming the key when used while the build renders', () => {
    expect(() => createStorageSlot('keeper.lamp').get()).toThrow(/"keeper\.lamp" was used while the build renders/);
  });
});
