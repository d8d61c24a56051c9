import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isExternalAddress } from '../shared/paths.js';

/** SVG files up to this size are written into the pages instead of being fetched. */
export const INLINE_SVG_MAX_BYTES = 2048;

/**
 * A `data:` URI of `/img/logo.svg` (a site path) when that file is an SVG in `staticDir` of at most
 * INLINE_SVG_MAX_BYTES; otherwise none (the caller links the file by its URL). A logo or favicon fetched by URL shares the
 * connection with the stylesheet while the first paint waits for it; a few hundred bytes in the page
 * cost less than that request.
 */
export async function smallSvgDataUri(sitePath: string, staticDir: string): Promise<string | undefined> {
  if (!/\.svg$/i.test(sitePath) || isExternalAddress(sitePath)) return undefined;
  const file = path.join(staticDir, decodeURIComponent(sitePath.replace(/^\//, '')));
  if (!file.startsWith(staticDir + path.sep)) return undefined;
  try {
    if ((await stat(file)).size > INLINE_SVG_MAX_BYTES) return undefined;
    return `data:image/svg+xml;base64,${(await readFile(file)).toString('base64')}`;
  } catch {
    // Not in the static folder (a path the host serves otherwise): keep the link.
    return undefined;
  }
}
