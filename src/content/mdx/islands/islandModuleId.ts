/** The id MDX bundles import the island wrapper by (see bundleMdx; provided when the page is evaluated). */
export const ISLAND_MODULE = 'docsgen:island';
