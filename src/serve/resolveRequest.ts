import path from 'node:path';
import { normalizePath, routeToFile } from '../shared/paths.js';

export type Resolution =
  /**
   * `page`: the page to serve when `file` does not exist (a route whose last part has a dot, `/blog/2.8.0`).
   * `folder`: for a page path that is no page, the static folder's index of that name (`/harbour` →
   * `harbour/index.html`), which a static host serves at `/harbour/`: the request is redirected there when it exists.
   */
  | { type: 'file'; file: string; page?: string; folder?: { index: string; location: string } }
  /** `folderIndex`: a request with a trailing slash (`/harbour/`) is answered by that static folder's index when it exists (a static host serves it), else redirected. */
  | { type: 'redirect'; location: string; folderIndex?: string }
  | { type: 'bad-request' };

/**
 * Maps a request path to a file under `root`, the way a static host with trailingSlash: false
 * does: `/docs/install` → `docs/install.html`; `.html`, `/index.html` and trailing slashes
 * redirect to the bare path. A path with an extension is that file, else the page of that name
 * (`/blog/2.8.0` → `blog/2.8.0.html`), as a static host tries the file, then `.html`. Returns
 * 'bad-request' for anything that could leave `root`.
 */
export function resolveRequest(root: string, rawPath: string, query = ''): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { type: 'bad-request' };
  }
  // `//host/…` is refused too: redirecting it to its bare path would send the browser to `host`.
  if (decoded.includes('\0') || decoded.includes('\\') || /%2f|%5c/i.test(rawPath) || !decoded.startsWith('/') || decoded.startsWith('//')) return { type: 'bad-request' };
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { type: 'bad-request' };

  const bare = normalizePath(decoded);
  const isPage = decoded.endsWith('.html') || decoded.endsWith('/') || !path.posix.extname(decoded);
  // encodeURI leaves `?` and `#` alone; a decoded one is part of the path, so it stays encoded.
  const folderIndex = path.resolve(root, `.${bare}`, 'index.html');
  if (isPage && bare !== decoded && decoded !== '/') {
    const location = encodeURI(bare).replace(/[?#]/g, encodeURIComponent) + query;
    return decoded === `${bare}/` && folderIndex.startsWith(root + path.sep) ? { type: 'redirect', location, folderIndex } : { type: 'redirect', location };
  }

  const relative = isPage ? routeToFile(bare) : decoded.slice(1);
  const file = path.resolve(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return { type: 'bad-request' };
  if (isPage) return bare !== '/' && folderIndex.startsWith(root + path.sep) ? { type: 'file', file, folder: { index: folderIndex, location: `${encodeURI(bare).replace(/[?#]/g, encodeURIComponent)}/${query}` } } : { type: 'file', file };
  const page = path.resolve(root, routeToFile(bare));
  return page.startsWith(root + path.sep) ? { type: 'file', file, page } : { type: 'file', file };
}
