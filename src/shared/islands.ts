/**
 * The markup an island leaves in a page (written by the build, read by the browser runtime):
 * `<docsgen-island data-island="src/components/X.tsx#default" data-props="{…}">` holding
 * `<docsgen-root>` (the component's server HTML, hydrated in place) and, when the component did
 * not render its children on the server, `<docsgen-children hidden>` (the children's HTML).
 * Children render inside `<docsgen-slot>`, which the browser fills with the same HTML.
 */
export const ISLAND_TAG = 'docsgen-island';
export const ISLAND_ROOT_TAG = 'docsgen-root';
export const ISLAND_SLOT_TAG = 'docsgen-slot';
export const ISLAND_CHILDREN_TAG = 'docsgen-children';
/**
 * `<docsgen-island-data hidden data-sidebar="{…}">`: what the component read of the docs sidebar
 * at build time (the sidebar hooks), which it reads again in the browser. Only such islands have it.
 */
export const ISLAND_DATA_TAG = 'docsgen-island-data';
/** Custom elements are inline by default: these lay out as if they were not there. */
export const ISLAND_STYLE = { display: 'contents' } as const;

/** `module#export`: the module's path from the site's folder and the export that is the component. */
export function islandKey(module: string, exportName: string): string {
  return `${module}#${exportName}`;
}
