// A plain static file server, like a typical static host: clean URLs (`/docs/install` is
// `docs/install.html`), `404.html` for unknown files, no compression, no redirects. The browser
// tests use it to check the site works on such a host; `npm run bench:web` measures pages with it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a request path names under `root`: the path itself, `<path>.html`, `<path>/index.html`. */
async function lookup(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  for (const candidate of [file, `${file}.html`, path.join(file, 'index.html')]) if (await isFile(candidate)) return candidate;
  return null;
}

/**
 * Serves `root` on 127.0.0.1 (port 0: any free port). With `base` (`/repo-name/`), as a GitHub
 * Pages project site: the files are under that path only, and anything else is a bare 404.
 * @param {string} root
 * @param {number} [port]
 * @param {{ base?: string }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function servePlain(root, port = 0, options = {}) {
  const dir = path.resolve(root);
  const base = options.base ?? '/';
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    void (async () => {
      if (!pathname.startsWith(base)) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const found = await lookup(dir, `/${pathname.slice(base.length)}`);
      const file = found ?? path.join(dir, '404.html');
      const exists = found !== null || (await isFile(file));
      if (!exists) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      response.writeHead(found ? 200 : 404, { 'content-type': type, 'cache-control': 'no-cache' });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
