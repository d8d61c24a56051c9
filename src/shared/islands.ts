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
/** Custom elements are inline by default: these lay out as if they were not there. */
export const ISLAND_STYLE = { display: 'contents' } as const;

/** `module#export`: the module's path from the site's folder and the export that is the component. */
export function islandKey(module: string, exportName: string): string {
  return `${module}#${exportName}`;
}
