import type { RouteTable } from '../routes/types.js';

/** llms.txt's sections: one per sidebar, then the pages in none. */
export function llmsSections(routes: RouteTable) {
  const entries = (sidebarId: string | undefined) =>
    routes.routes
      .filter((r) => r.doc && r.sidebarId === sidebarId)
      .map((r) => ({ title: r.title, route: r.path, description: r.description }));
  return [
    ...Object.keys(routes.sidebars).map((id) => ({ name: sidebarTitle(id), entries: entries(id) })),
    { name: 'Other pages', entries: entries(undefined) },
  ];
}

function sidebarTitle(id: string): string {
  return id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}
