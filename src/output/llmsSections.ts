import { hasMarkdownCopy } from '../routes/hasMarkdownCopy.js';
import { isUnlisted } from '../routes/publishedRoutes.js';
import type { RouteTable } from '../routes/types.js';

/** llms.txt's sections: the home page (content/index.md) first, one per sidebar, then the pages in none. */
export function llmsSections(routes: RouteTable) {
  const entries = (sidebarId: string | undefined) =>
    routes.routes
      .filter((r) => hasMarkdownCopy(r) && r.path !== '/' && r.sidebarId === sidebarId && !isUnlisted(r))
      .map((r) => ({ title: r.title, route: r.path, description: r.description }));
  const home = routes.routes.find((r) => r.path === '/' && hasMarkdownCopy(r));
  return [
    { name: 'Home', entries: home ? [{ title: home.title, route: home.path, description: home.description }] : [] },
    ...Object.keys(routes.sidebars).map((id) => ({ name: sidebarTitle(id), entries: entries(id) })),
    { name: 'Other pages', entries: entries(undefined) },
  ];
}

function sidebarTitle(id: string): string {
  return id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}
