import type { Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './browser.js';

/** Opens `url` and resolves once React has hydrated it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Resolves once the page has no work queued (React's scheduled renders run before idle callbacks). */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** A value on `window` that survives client-side navigation but not a page load. */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { __marker?: number }).__marker = 1;
  });
}

export function readMarker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as Window & { __marker?: number }).__marker);
}

/** Resolves once the page's main heading reads `text`. */
export async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.locator('main h1').filter({ hasText: text }).waitFor();
}

export interface HeldRequests {
  /** Resolves with the first request that was held. */
  requested: Promise<Request>;
  /** Lets every held request (and every later one) go through to the server. */
  release(): void;
}

/** Holds the requests matching `pattern` until `release()` is called. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let announce!: (request: Request) => void;
  const requested = new Promise<Request>((resolve) => (announce = resolve));
  await page.route(pattern, async (route: Route) => {
    announce(route.request());
    await released;
    await route.continue().catch(() => {
      // The page may have gone away while the request was held.
    });
  });
  return { requested, release };
}

/** The paths of the requests the page makes from now on whose path matches `pattern`. */
export function recordRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (pattern.test(path)) seen.push(path);
  });
  return seen;
}

/**
 * expect.poll with a timeout that suits a loaded CI machine (the default is 1 s): a rebuild in
 * `serve --watch` took over 30 s with two cores under a load of 20. It passes as soon as it holds.
 */
export function eventually<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 60_000, interval: 50 });
}
