import { TAB_GROUP_KEY_PREFIX } from '../../shared/storageKeys.js';

/**
 * Turns the build's tab sections into a tab list. Without JavaScript every panel stays visible
 * with its label; here one panel shows at a time, and the choice is remembered per group.
 */
export function enhanceTabs(root: HTMLElement): void {
  for (const tabs of root.querySelectorAll<HTMLElement>('.tabs:not([data-enhanced])')) {
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
      panel.setAttribute('aria-labelledby', button.id);
      list.appendChild(button);
      return button;
    });
    tabs.prepend(list);
    const select = (value: string, remember: boolean) => {
      const index = Math.max(0, panels.findIndex((p) => p.dataset.value === value));
      panels.forEach((panel, i) => (panel.hidden = i !== index));
      buttons.forEach((button, i) => {
        button.setAttribute('aria-selected', String(i === index));
        button.tabIndex = i === index ? 0 : -1;
      });
      const group = tabs.dataset.group;
      if (remember && group) {
        try {
          localStorage.setItem(TAB_GROUP_KEY_PREFIX + group, panels[index]!.dataset.value ?? '');
        } catch {
          // Not remembered without storage.
        }
        syncGroup(group, panels[index]!.dataset.value ?? '', tabs);
      }
    };
    (tabs as HTMLElement & { selectTab?: typeof select }).selectTab = select;
    list.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('.tabs__tab');
      if (button) select(button.dataset.value ?? '', true);
    });
    list.addEventListener('keydown', (event) => {
      const current = buttons.findIndex((b) => b.getAttribute('aria-selected') === 'true');
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      const next = buttons[(current + step + buttons.length) % buttons.length]!;
      select(next.dataset.value ?? '', true);
      next.focus();
    });
    select(stored(tabs.dataset.group) ?? tabs.dataset.default ?? panels[0]?.dataset.value ?? '', false);
  }
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
  for (const other of document.querySelectorAll<HTMLElement>(`.tabs[data-group="${CSS.escape(group)}"]`)) {
    if (other === source) continue;
    const select = (other as HTMLElement & { selectTab?: (v: string, r: boolean) => void }).selectTab;
    if (select && other.querySelector(`:scope > .tabs__panel[data-value="${CSS.escape(value)}"]`)) select(value, false);
  }
}
