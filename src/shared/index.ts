/** What a theme may import from docsgen (`docsgen/shared`): data shapes and storage keys. */
export * from './types.js';
export * from './searchTypes.js';
export * from './storageKeys.js';
export * from './paths.js';
export * from './sidebar.js';
