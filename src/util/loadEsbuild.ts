import type * as Esbuild from 'esbuild';

let loading: Promise<typeof Esbuild> | undefined;

/**
 * esbuild's API, loaded on first use: a build that compiles nothing (one page changed, the config,
 * theme and client bundle taken from the cache) neither loads its module nor starts its service.
 */
export function loadEsbuild(): Promise<typeof Esbuild> {
  return (loading ??= import('esbuild'));
}

/** Whether anything in this thread has asked for esbuild (see stopEsbuild). */
export function esbuildLoaded(): boolean {
  return loading !== undefined;
}
