import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { DocsgenError } from '../util/errors.js';
import { contentType, isCompressible } from './contentTypes.js';
import { contentTag, type FileSource, type ServedFile } from './fileSource.js';
import { resolveRequest } from './resolveRequest.js';
import { isUnderBase, stripBase, withBase } from '../shared/paths.js';

export interface StaticServerOptions {
  source: FileSource;
  /** Changes HTML before it is sent (the dev server adds its reload client). */
  transformHtml?: (html: string) => string;
  /** Extra routes handled before files (the dev server's event stream). */
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** gzip/brotli for clients that accept it (default true; the build's link crawl turns it off). */
  compress?: boolean;
  /**
   * The site's base (`/repo-name/`): files are served under it only, as the host will; `/`
   * redirects to it and any other path is not found. Default `/`.
   */
  base?: string;
}

const HASHED_ASSET = /^\/assets\//;
/** Larger files are streamed as they are: compressing them would hold them whole in memory. */
const MAX_COMPRESSED_SOURCE = 4 * 1024 * 1024;
/** Compressed bodies kept for later requests, in bytes. */
const MAX_COMPRESSED_CACHE = 64 * 1024 * 1024;

/**
 * A production-like static host for a built site: routing, caching headers, compression, single
 * byte ranges. Files are streamed (memory stays flat however large or many the downloads).
 */
export function createStaticServer(options: StaticServerOptions): Server {
  const compressed = new Map<string, Buffer>();
  let compressedBytes = 0;
  // Compressions under way, by representation: a crowd asking for one file waits for one read and
  // one compression (off the event loop), and shares its result.
  const compressing = new Map<string, Promise<Buffer>>();
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
    const query = q === -1 ? '' : url.slice(q);
    const requested = q === -1 ? url : url.slice(0, q);
    const base = options.base ?? '/';
    if (base !== '/' && (requested === '/' || requested === base.slice(0, -1))) {
      res.writeHead(302, { location: base + query }).end();
      return;
    }
    if (!isUnderBase(base, requested)) return sendNotFound(req, res, requested);
    const rawPath = stripBase(base, requested);
    const resolution = resolveRequest(options.source.root, rawPath, query);
    if (resolution.type === 'bad-request') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad Request');
      return;
    }
    if (resolution.type === 'redirect') {
      // A static folder of the site (its own index.html, not a page): served at its path with the slash, as a static host serves it.
      const index = resolution.folderIndex ? await options.source.open(resolution.folderIndex) : undefined;
      if (index) return sendAndClose(req, res, resolution.folderIndex!, index, 200, rawPath);
      res.writeHead(301, { location: withBase(base, resolution.location) }).end();
      return;
    }
    const file = await options.source.open(resolution.file);
    if (file) return sendAndClose(req, res, resolution.file, file, 200, rawPath);
    const folder = resolution.folder ? await options.source.open(resolution.folder.index) : undefined;
    if (folder) {
      await folder.close?.();
      res.writeHead(301, { location: withBase(base, resolution.folder!.location) }).end();
      return;
    }
    const page = resolution.page ? await options.source.open(resolution.page) : undefined;
    if (page) return sendAndClose(req, res, resolution.page!, page, 200, rawPath);
    return sendNotFound(req, res, rawPath);
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    const notFound = await options.source.open(path.join(options.source.root, '404.html'));
    if (notFound) return sendAndClose(req, res, '404.html', notFound, 404, rawPath);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  }

  async function sendAndClose(req: IncomingMessage, res: ServerResponse, name: string, file: ServedFile, status: number, rawPath: string): Promise<void> {
    try {
      await send(req, res, name, file, status, rawPath);
    } finally {
      await file.close?.();
    }
  }

  async function send(req: IncomingMessage, res: ServerResponse, name: string, file: ServedFile, status: number, rawPath: string): Promise<void> {
    const type = contentType(name);
    // HTML the dev server rewrites is read whole (pages are small); every other file is streamed
    // unless it is compressed.
    let body: Buffer | undefined;
    let etag = `"${file.tag}"`;
    if (type.startsWith('text/html') && options.transformHtml) {
      body = Buffer.from(options.transformHtml((await file.read()).toString('utf8')));
      etag = `"${contentTag(body)}"`;
    }
    const size = body ? body.length : file.size;
    const headers: Record<string, string> = {
      'content-type': type,
      etag,
      'last-modified': file.mtime.toUTCString(),
      // Only a found asset is immutable: a 404 under /assets/ may be a file of the next deploy.
      'cache-control': status === 200 && HASHED_ASSET.test(rawPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    if (status === 200) headers['accept-ranges'] = 'bytes';
    if (status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const stream = (start: number, end: number): Readable => (body ? Readable.from([body.subarray(start, end + 1)]) : file.stream(start, end));

    // A single byte range of the file as stored (never compressed); several ranges get the whole file.
    const range = status === 200 && rangeApplies(req, etag, headers['last-modified']!) ? parseRange(req.headers.range!, size) : undefined;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${size}`, 'content-length': '0' }).end();
      return;
    }
    if (range) {
      const [start, end] = range;
      res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': String(end - start + 1) });
      return req.method === 'HEAD' ? void res.end() : pipe(stream(start, end), res);
    }

    const accept = String(req.headers['accept-encoding'] ?? '');
    const compressible = options.compress !== false && isCompressible(type) && size > 1024 && size <= MAX_COMPRESSED_SOURCE;
    const encoding = compressible ? (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null) : null;
    if (encoding) {
      const key = `${encoding}:${etag}`;
      let packed = compressed.get(key);
      if (!packed) {
        let job = compressing.get(key);
        if (!job) {
          const read = body;
          job = (async () => {
            const packed = await compress(encoding, read ?? (await file.read()));
            remember(key, packed);
            return packed;
          })().finally(() => compressing.delete(key));
          compressing.set(key, job);
        }
        packed = await job;
      }
      headers['content-encoding'] = encoding;
      // Each representation gets its own validator.
      headers.etag = `${etag.slice(0, -1)}-${encoding}"`;
      headers['content-length'] = String(packed.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : packed);
      return;
    }
    headers['content-length'] = String(size);
    res.writeHead(status, headers);
    if (req.method === 'HEAD' || size === 0) return void res.end();
    return pipe(stream(0, size - 1), res);
  }

  /** Keeps compressed bodies up to a total size, dropping the oldest first. */
  function remember(key: string, packed: Buffer): void {
    compressed.set(key, packed);
    compressedBytes += packed.length;
    for (const [oldKey, old] of compressed) {
      if (compressedBytes <= MAX_COMPRESSED_CACHE) break;
      compressed.delete(oldKey);
      compressedBytes -= old.length;
    }
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses in libuv's thread pool: the server keeps answering other requests meanwhile. */
function compress(encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(body);
}

/** Streams a file's bytes into the response; a read error ends the response early. */
async function pipe(source: Readable, res: ServerResponse): Promise<void> {
  try {
    await pipeline(source, res);
  } catch {
    // The client went away, or the file vanished mid-read (a rebuild): nothing more to send.
    res.destroy();
  }
}

/** A Range header is honoured when there is one and If-Range (if sent) names this version. */
function rangeApplies(req: IncomingMessage, etag: string, lastModified: string): boolean {
  if (!req.headers.range) return false;
  const ifRange = req.headers['if-range'];
  return ifRange === undefined || ifRange === etag || ifRange === lastModified;
}

/**
 * `bytes=start-end`, `bytes=start-` or `bytes=-suffix` → the inclusive byte span; 'unsatisfiable'
 * when it starts past the end; undefined (serve the whole file) for anything else, several
 * ranges included.
 */
export function parseRange(header: string, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return [start, Math.min(last, size - 1)];
}

/**
 * Starts `server` on host:port (port 0 picks a free one) and returns its base URL. A port that is
 * taken or not allowed is an error naming it and the way out (`--port`).
 */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, port, host)));
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actual}`);
    });
  });
}

function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (error.code === 'EADDRINUSE') return new DocsgenError(`port ${port} is already in use (${where}): stop what is using it, or pick another port with --port <number>`, { cause: error });
  if (error.code === 'EACCES') return new DocsgenError(`not allowed to listen on port ${port} (${where}): pick a port above 1023 with --port <number>`, { cause: error });
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') return new DocsgenError(`cannot listen on ${where}: no such address on this machine (check --host)`, { cause: error });
  return new DocsgenError(`cannot listen on ${where}: ${error.message}`, { cause: error });
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
