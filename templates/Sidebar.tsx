import type { SidebarEntry } from 'docsgen/shared';
import { SidebarItems } from './SidebarItems.js';

interface SidebarProps {
  sidebarId: string;
  items: SidebarEntry[];
  currentPath: string;
}

/** The docs sidebar (desktop). It has no hide button: the spec keeps it always visible. */
export function Sidebar({ sidebarId, items, currentPath }: SidebarProps) {
  return (
    <aside className="sidebar">
      <nav className="sidebar__nav" aria-label="Docs sidebar">
        <SidebarItems items={items} currentPath={currentPath} stateKey={sidebarId} />
      </nav>
    </aside>
  );
}
