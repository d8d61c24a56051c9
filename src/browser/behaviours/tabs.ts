import { TAB_GROUP_KEY_PREFIX } from '../../shared/storageKeys.js';
import { showWrapButtons } from './copyCode.js';
import { copyTabAttributes } from './copyTabAttributes.js';
import { readTabQuery, writeTabQuery } from './tabQuery.js';

/** How a tab came to be selected: on load, by the reader, or by another group following the reader. */
type Cause = 'load' | 'reader' | 'group';
type TabsElement = HTMLElement & { selectTab?: (value: string, cause: Cause) => void };

/**
 * Turns the build's tab sections into a tab list. Without JavaScript every panel stays visible
 * with its label; here one panel shows at a time, the choice is remembered per group, and a group
 * with a query key (`data-query-key`) reads its tab from the URL and writes the choice back to it.
 */
export function enhanceTabs(root: HTMLElement): void {
  for (const tabs of root.querySelectorAll<TabsElement>('.tabs:not([data-enhanced])')) {
    tabs.setAttribute('data-enhanced', '');
    const panels = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__panel')];
    const list = document.createElement('div');
    list.className = 'tabs__list';
    list.setAttribute('role', 'tablist');
    const buttons = panels.map((panel, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tabs__tab';
      button.setAttribute('role', 'tab');
      button.id = `${panel.id}-tab`;
      button.setAttribute('aria-controls', panel.id);
      button.textContent = panel.dataset.label ?? `Tab ${index + 1}`;
      button.dataset.value = panel.dataset.value ?? '';
      const label = panel.querySelector<HTMLElement>(':scope > .tabs__label');
      if (label) copyTabAttributes(label, button);
      panel.setAttribute('aria-labelledby', button.id);
      list.appendChild(button);
      return button;
    });
    tabs.prepend(list);
    const has = (value: string) => panels.some((p) => p.dataset.value === value);
    const select = (value: string, cause: Cause) => {
      const index = Math.max(0, panels.findIndex((p) => p.dataset.value === value));
      const chosen = panels[index]?.dataset.value ?? '';
      panels.forEach((panel, i) => (panel.hidden = i !== index));
      // A hidden panel's code had no width to measure: its word wrap buttons are measured now.
      if (panels[index]) showWrapButtons(panels[index]);
      buttons.forEach((button, i) => {
        button.setAttribute('aria-selected', String(i === index));
        button.tabIndex = i === index ? 0 : -1;
      });
      if (cause === 'load') return;
      if (tabs.dataset.queryKey) writeTabQuery(tabs.dataset.queryKey, chosen);
      const group = tabs.dataset.group;
      if (cause === 'reader' && group) {
        try {
          localStorage.setItem(TAB_GROUP_KEY_PREFIX + group, chosen);
        } catch {
          // Not remembered without storage.
        }
        syncGroup(group, chosen, tabs);
      }
    };
    tabs.selectTab = select;
    list.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('.tabs__tab');
      if (button) select(button.dataset.value ?? '', 'reader');
    });
    list.addEventListener('keydown', (event) => {
      const current = buttons.findIndex((b) => b.getAttribute('aria-selected') === 'true');
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      const next = buttons[(current + step + buttons.length) % buttons.length]!;
      select(next.dataset.value ?? '', 'reader');
      next.focus();
    });
    const first = [fromQuery(tabs), stored(tabs.dataset.group), tabs.dataset.default].find((value): value is string => value != null && has(value));
    select(first ?? panels[0]?.dataset.value ?? '', 'load');
  }
}

/**
 * The value the URL's query gives this group: its own key, or the key of another group on the
 * page with the same groupId (so groups synced by groupId agree on load too).
 */
function fromQuery(tabs: HTMLElement): string | null {
  const own = tabs.dataset.queryKey ? readTabQuery(tabs.dataset.queryKey) : null;
  if (own !== null || !tabs.dataset.group) return own;
  for (const other of document.querySelectorAll<HTMLElement>(`.tabs[data-group="${CSS.escape(tabs.dataset.group)}"][data-query-key]`)) {
    const value = readTabQuery(other.dataset.queryKey!);
    if (value !== null) return value;
  }
  return null;
}

function stored(group: string | undefined): string | null {
  if (!group) return null;
  try {
    return localStorage.getItem(TAB_GROUP_KEY_PREFIX + group);
  } catch {
    return null;
  }
}

/** Other tab groups on the page with the same group follow the choice. */
function syncGroup(group: string, value: string, source: HTMLElement): void {
  for (const other of document.querySelectorAll<TabsElement>(`.tabs[data-group="${CSS.escape(group)}"]`)) {
    if (other === source) continue;
    if (other.selectTab && other.querySelector(`:scope > .tabs__panel[data-value="${CSS.escape(value)}"]`)) other.selectTab(value, 'group');
  }
}
