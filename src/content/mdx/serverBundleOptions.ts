import type { BuildOptions } from 'esbuild';

/** How MDX pages are bundled to run in Node at build time: one CommonJS module, not written. */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  logLevel: 'silent',
} as const satisfies BuildOptions;
