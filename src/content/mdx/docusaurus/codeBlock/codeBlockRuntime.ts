/**
 * What the module standing for a site's swizzled code block uses (see theme/codeBlockSwizzle): the
 * build's copy (the MDX runtime's, one React and one context with docsgen's parts) or the browser's.
 */
export { CodeTokensContext, fencesThrough, withCodeBlockParts, withTextChildren } from './codeBlockParts.js';
// The page's global components (bundleMdx's docsgen:mdx-components module) take this too.
export { headingsMarked } from '../headingMarks.js';
