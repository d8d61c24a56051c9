import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { contentType, isCompressible } from './contentTypes.js';
import type { FileSource, SourceFile } from './fileSource.js';
import { resolveRequest } from './resolveRequest.js';

export interface StaticServerOptions {
  source: FileSource;
  /** Changes HTML before it is sent (the dev server adds its reload client). */
  transformHtml?: (html: string) => string;
  /** Extra routes handled before files (the dev server's event stream). */
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** gzip/brotli for clients that accept it (default true; the build's link crawl turns it off). */
  compress?: boolean;
}

const HASHED_ASSET = /^\/assets\//;

/** A production-like static host for a built site: routing, caching headers, compression. */
export function createStaticServer(options: StaticServerOptions): Server {
  const compressed = new Map<string, Buffer>();
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('docsgen serve:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (options.handle?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const rawPath = q === -1 ? url : url.slice(0, q);
    const resolution = resolveRequest(options.source.root, rawPath, q === -1 ? '' : url.slice(q));
    if (resolution.type === 'bad-request') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad Request');
      return;
    }
    if (resolution.type === 'redirect') {
      res.writeHead(301, { location: resolution.location }).end();
      return;
    }
    const file = await options.source.read(resolution.file);
    if (file) return send(req, res, resolution.file, file, 200, rawPath);
    const notFound = await options.source.read(path.join(options.source.root, '404.html'));
    if (notFound) return send(req, res, '404.html', notFound, 404, rawPath);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  }

  function send(req: IncomingMessage, res: ServerResponse, file: string, source: SourceFile, status: number, rawPath: string): void {
    const type = contentType(file);
    let body = source.body;
    if (type.startsWith('text/html') && options.transformHtml) body = Buffer.from(options.transformHtml(body.toString('utf8')));
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    const headers: Record<string, string> = {
      'content-type': type,
      etag,
      'last-modified': source.mtime.toUTCString(),
      // Only a found asset is immutable: a 404 under /assets/ may be a file of the next deploy.
      'cache-control': status === 200 && HASHED_ASSET.test(rawPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    if (status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = options.compress !== false && isCompressible(type) && body.length > 1024 ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
    if (encoding) {
      const key = `${encoding}:${etag}`;
      let packed = compressed.get(key);
      if (!packed) {
        packed = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body);
        if (compressed.size > 2000) compressed.clear();
        compressed.set(key, packed);
      }
      body = packed;
      headers['content-encoding'] = encoding;
      // Each representation gets its own validator.
      headers.etag = `${etag.slice(0, -1)}-${encoding}"`;
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** Starts `server` on host:port (port 0 picks a free one) and returns its base URL. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actual}`);
    });
  });
}

/** If-None-Match may list several tags, weak ones, or `*`; any representation of the body matches. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.slice(1, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag || tag.startsWith(`"${bare}-`);
  });
}

/** Stops `server` now, dropping kept-alive connections instead of waiting for them. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
