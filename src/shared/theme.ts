/**
 * The theme contract, what a theme imports as `docsgen/theme`: the props the engine renders its
 * components with, the runtime the browser lends them, and the data shapes, paths and storage keys
 * of src/shared.
 */
export * from './index.js';
export * from './themeContract.js';
export * from './runtime.js';
export * from './baseUrl.js';
export * from './documentHead.js';
export * from './themeMessages.js';
export * from './fillMessage.js';
export * from './formatDate.js';
