import type { ConfigValues } from './configValues.js';

export type NavbarItemConfig = NonNullable<ConfigValues['navbar']['items']>[number];

/** The configured navbar items; without `navbar.items`, one item per sidebar (its first page). */
export function navbarItems(config: Pick<ConfigValues, 'navbar' | 'sidebars'>): NavbarItemConfig[] {
  return config.navbar.items ?? Object.keys(config.sidebars).map((sidebarId) => ({ type: 'sidebar', sidebarId, label: sidebarLabel(sidebarId), position: 'left' }));
}

/** `docs` → `Docs`, `pickerApi` → `Picker api`, `user-guide` → `User guide`. */
export function sidebarLabel(id: string): string {
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
