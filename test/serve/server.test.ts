import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskSource, memorySource } from '../../src/serve/fileSource.js';
import { resolveRequest } from '../../src/serve/resolveRequest.js';
import { closeServer, createStaticServer, listen, parseRange } from '../../src/serve/staticServer.js';

const SECRET = 'TOP-SECRET-do-not-serve-3f9a1c';

let dir: string;
let root: string;
let base: URL;
let server: http.Server;

const files: Record<string, string | Buffer> = {
  'index.html': `<!DOCTYPE html><title>Home</title>${'<p>home</p>'.repeat(5)}`,
  '404.html': `<!DOCTYPE html><title>Page Not Found</title><h1>This page does not exist</h1>${'<p>padding</p>'.repeat(120)}`,
  'docs/install.html': `<!DOCTYPE html><title>Installation</title>${'<p>Install the packages with npm.</p>'.repeat(100)}`,
  'docs/install.md': '---\ntitle: Installation\n---\n',
  'assets/app-3f9a1c.js': `export const x = ${JSON.stringify('y'.repeat(3000))};\n`,
  'llms.txt': '# Site\n',
  'blog/2022/11/23/2.8.0.html': '<!DOCTYPE html><title>Prettier 2.8</title><p>release</p>',
  // A static folder of the site (its own index.html, not a page: prettier's /playground/).
  'harbour/index.html': '<!DOCTYPE html><title>Harbour map</title><h1>Harbour map</h1>',
  'img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({ length: 4000 }, (_, i) => i % 256)]),
};

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: the path goes on the wire exactly as given (fetch would normalise `..`). */
function request(rawPath: string, { method = 'GET', headers = {}, agent }: { method?: string; headers?: Record<string, string>; agent?: http.Agent } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path: rawPath, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-serve-'));
  root = path.join(dir, 'site');
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
  // Secrets OUTSIDE the served root, under names that traversal attempts aim at.
  await writeFile(path.join(dir, 'secret.txt'), SECRET);
  await writeFile(path.join(dir, 'secret.html'), SECRET);
  await mkdir(path.join(dir, 'site-private'));
  await writeFile(path.join(dir, 'site-private', 'key.txt'), SECRET);
  server = createStaticServer({ source: diskSource(root) });
  base = new URL(await listen(server, 0, '127.0.0.1'));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('routing', () => {
  const pages: { path: string; file: string; type: string }[] = [
    { path: '/docs/install', file: 'docs/install.html', type: 'text/html; charset=utf-8' },
    { path: '/', file: 'index.html', type: 'text/html; charset=utf-8' },
    { path: '/docs/install?tab=ios', file: 'docs/install.html', type: 'text/html; charset=utf-8' },
    { path: '/docs/install.md', file: 'docs/install.md', type: 'text/markdown; charset=utf-8' },
    { path: '/llms.txt', file: 'llms.txt', type: 'text/plain; charset=utf-8' },
    { path: '/img/logo.png', file: 'img/logo.png', type: 'image/png' },
    // A page whose name has a dot: no such file, so the page of that name (as a static host serves it).
    { path: '/blog/2022/11/23/2.8.0', file: 'blog/2022/11/23/2.8.0.html', type: 'text/html; charset=utf-8' },
    { path: '/assets/app-3f9a1c.js', file: 'assets/app-3f9a1c.js', type: 'text/javascript; charset=utf-8' },
    // A static folder at its path with the slash, as a static host serves it.
    { path: '/harbour/', file: 'harbour/index.html', type: 'text/html; charset=utf-8' },
  ];

  it.each(pages)('$path → $file', async ({ path: p, file, type }) => {
    const res = await request(p);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.body.equals(Buffer.from(files[file]!))).toBe(true);
  });

  const redirects: { path: string; location: string }[] = [
    { path: '/docs/install.html', location: '/docs/install' },
    { path: '/docs/install/', location: '/docs/install' },
    { path: '/docs/install/index.html', location: '/docs/install' },
    { path: '/docs/install//', location: '/docs/install' },
    { path: '/index.html', location: '/' },
    { path: '/docs/install.html?tab=ios', location: '/docs/install?tab=ios' },
    // A static folder without the slash (no page of that name): to its path with the slash, as GitHub Pages does.
    { path: '/harbour', location: '/harbour/' },
    { path: '/harbour?tide=high', location: '/harbour/?tide=high' },
  ];

  it.each(redirects)('$path → 301 $location', async ({ path: p, location }) => {
    const res = await request(p);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it.each(['/nope', '/docs/nope', '/docs/install/more', '/assets/missing-000.js', '/nope.txt'])('%s → 404 with the 404.html body', async (p) => {
    const res = await request(p);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe(files['404.html']);
  });

  it('answers 404 in plain text when the site has no 404.html', async () => {
    const bare = createStaticServer({ source: memorySource('/virtual', new Map()) });
    const url = await listen(bare, 0, '127.0.0.1');
    try {
      const res = await fetch(`${url}/anything`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not Found');
    } finally {
      bare.closeAllConnections();
      await new Promise((resolve) => bare.close(resolve));
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s → 405 with an Allow header', async (method) => {
    const res = await request('/docs/install', { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('HEAD → headers with the length, and no body', async () => {
    const res = await request('/docs/install', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(files['docs/install.html'] as string)));
    expect(res.body.length).toBe(0);
  });
});

describe('caching', () => {
  it('sends an ETag and answers 304 to If-None-Match, 200 to a stale one', async () => {
    const first = await request('/docs/install');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]{10,}"$/);
    const again = await request('/docs/install', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await request('/docs/install', { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
    expect((await request('/')).headers.etag).not.toBe(etag);
  });

  const cacheControl: { path: string; status: number; value: string }[] = [
    { path: '/assets/app-3f9a1c.js', status: 200, value: 'public, max-age=31536000, immutable' },
    { path: '/docs/install', status: 200, value: 'no-cache' },
    { path: '/llms.txt', status: 200, value: 'no-cache' },
    // A missing asset must not be cached for a year: it may exist after the next deploy.
    { path: '/assets/missing-000.js', status: 404, value: 'no-cache' },
  ];

  it.each(cacheControl)('cache-control of $path', async ({ path: p, status, value }) => {
    const res = await request(p);
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe(value);
  });

  it('marks responses nosniff and varying by encoding', async () => {
    const res = await request('/docs/install');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toBe('accept-encoding');
  });
});

describe('compression', () => {
  const cases: { name: string; path: string; accept?: string; encoding?: string }[] = [
    { name: 'gzip when accepted', path: '/docs/install', accept: 'gzip', encoding: 'gzip' },
    { name: 'br when accepted', path: '/docs/install', accept: 'br', encoding: 'br' },
    { name: 'br preferred over gzip', path: '/docs/install', accept: 'gzip, deflate, br', encoding: 'br' },
    { name: 'gzip for a hashed asset', path: '/assets/app-3f9a1c.js', accept: 'gzip', encoding: 'gzip' },
    { name: 'none when not accepted', path: '/docs/install' },
    { name: 'none for an unknown encoding', path: '/docs/install', accept: 'zstd' },
    { name: 'none for a small file', path: '/llms.txt', accept: 'gzip, br' },
    { name: 'none for an image', path: '/img/logo.png', accept: 'gzip, br' },
    { name: 'the 404 page too', path: '/nope', accept: 'gzip', encoding: 'gzip' },
  ];

  it.each(cases)('$name', async ({ path: p, accept, encoding }) => {
    const res = await request(p, { headers: accept ? { 'accept-encoding': accept } : {} });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-length']).toBe(String(res.body.length));
    const body = encoding === 'gzip' ? gunzipSync(res.body) : encoding === 'br' ? brotliDecompressSync(res.body) : res.body;
    const expected = files[p === '/nope' ? '404.html' : p === '/' ? 'index.html' : p.slice(1) + (p.includes('.') ? '' : '.html')]!;
    expect(body.equals(Buffer.from(expected))).toBe(true);
    if (encoding) expect(res.body.length).toBeLessThan(body.length);
  });
});

describe('path traversal', () => {
  const attempts = [
    '/../etc/passwd',
    '/../secret.txt',
    '/../secret',
    '/..',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret',
    '/docs%2f..%2f..%2fx',
    '/docs%2f..%2f..%2fsecret.txt',
    '/docs/..%2f..%2fsecret.txt',
    '/..%5c..%5cx',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/docs/..\\..\\secret.txt',
    '/secret.txt%00.html',
    '/%00',
    '/docs/install%00',
    '/docs/../../secret.txt',
    '/./../secret.txt',
    '/%252e%252e/secret.txt',
    '//etc/passwd',
    '//secret.txt',
    '/../site-private/key.txt',
    '/%2e%2e/site-private/key.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/%',
  ];

  it.each(attempts)('%s never returns a file outside the root', async (p) => {
    const res = await request(p);
    expect([400, 404]).toContain(res.status);
    expect(res.body.toString('latin1')).not.toContain(SECRET);
  });

  it('an absolute path to the secret is refused too', async () => {
    for (const p of [`/${path.join(dir, 'secret.txt')}`, `/${encodeURIComponent(path.join(dir, 'secret.txt'))}`]) {
      const res = await request(p);
      expect([400, 404], p).toContain(res.status);
      expect(res.body.toString()).not.toContain(SECRET);
    }
  });

  it.each(['//evil.example/', '//evil.example/index.html', '//evil.example.html', '/%2Fevil.example/'])('%s does not redirect to another host', async (p) => {
    const res = await request(p);
    if (res.status === 301) expect(res.headers.location).toMatch(/^\/(?![/\\])/);
    expect([301, 400, 404]).toContain(res.status);
  });

  it('resolveRequest maps only to files inside the root', () => {
    const cases: [string, ReturnType<typeof resolveRequest>][] = [
      ['/docs/install', { type: 'file', file: path.join(root, 'docs/install.html'), folder: { index: path.join(root, 'docs/install/index.html'), location: '/docs/install/' } }],
      ['/', { type: 'file', file: path.join(root, 'index.html') }],
      ['/llms.txt', { type: 'file', file: path.join(root, 'llms.txt'), page: path.join(root, 'llms.txt.html') }],
      // A page whose name has a dot (prettier's /blog/2022/11/23/2.8.0): the file, else the page.
      ['/blog/2.8.0', { type: 'file', file: path.join(root, 'blog/2.8.0'), page: path.join(root, 'blog/2.8.0.html') }],
      ['/docs/install.html', { type: 'redirect', location: '/docs/install' }],
      ['/a%20b/', { type: 'redirect', location: '/a%20b', folderIndex: path.join(root, 'a b', 'index.html') }],
      ['/q%3Fx/', { type: 'redirect', location: '/q%3Fx', folderIndex: path.join(root, 'q?x', 'index.html') }],
      ['/../secret.txt', { type: 'bad-request' }],
      ['/%2e%2e/secret.txt', { type: 'bad-request' }],
      ['/..%2fsecret.txt', { type: 'bad-request' }],
      ['/x%00', { type: 'bad-request' }],
      ['/%E0%A4%A', { type: 'bad-request' }],
      ['relative', { type: 'bad-request' }],
      ['//evil.example/', { type: 'bad-request' }],
    ];
    for (const [raw, expected] of cases) expect(resolveRequest(root, raw), raw).toEqual(expected);
  });
});

describe('load', () => {
  it('serves 5,000 requests at 50 concurrent with zero errors', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const mix: { path: string; status: number; headers?: Record<string, string> }[] = [
      { path: '/docs/install', status: 200 },
      { path: '/docs/install', status: 200, headers: { 'accept-encoding': 'gzip, br' } },
      { path: '/', status: 200 },
      { path: '/assets/app-3f9a1c.js', status: 200, headers: { 'accept-encoding': 'gzip' } },
      { path: '/img/logo.png', status: 200 },
      { path: '/docs/install.html', status: 301 },
      { path: '/missing', status: 404 },
      { path: '/../secret.txt', status: 400 },
    ];
    const total = 5000;
    const concurrency = 50;
    let next = 0;
    const errors: string[] = [];
    const statuses = new Map<number, number>();
    // Whether requests are handled side by side: a later request finishing before an earlier one.
    // A server that handles one at a time (a lock around the handler, a queue) finishes them in the
    // order they came: 0 overtaken, where this server has about 1,500 of 5,000. Counted, not timed,
    // so that a loaded machine cannot fail it; a server that stalls fails by the test's time limit.
    let arrived = 0;
    let finished = 0;
    let overtaken = 0;
    const count = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      const n = arrived++;
      res.once('finish', () => {
        if (n > finished) overtaken++;
        finished++;
      });
    };
    server.prependListener('request', count);
    const worker = async () => {
      while (next < total) {
        const item = mix[next++ % mix.length]!;
        try {
          const res = await request(item.path, { agent, headers: item.headers });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status !== item.status) errors.push(`${item.path}: ${res.status}`);
          if (res.body.toString('latin1').includes(SECRET)) errors.push(`${item.path}: leaked the secret`);
        } catch (error) {
          errors.push(`${item.path}: ${(error as Error).message}`);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: concurrency }, worker));
    } finally {
      agent.destroy();
      server.off('request', count);
    }
    expect(errors.slice(0, 10)).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(total);
    expect(statuses.get(200)).toBe((total / mix.length) * 5);
    expect(overtaken).toBeGreaterThan(0);
  }, 120_000);
});

describe('symbolic links in the served folder', () => {
  beforeAll(async () => {
    await symlink(path.join(dir, 'secret.txt'), path.join(root, 'leak.txt'));
    await symlink('../site-private', path.join(root, 'private'));
    await symlink('/etc', path.join(root, 'etc'));
    await symlink('img/logo.png', path.join(root, 'logo-link.png'));
  });

  it.each(['/leak.txt', '/private/key.txt', '/etc/hostname', '/etc/passwd'])('%s (real path outside the root) answers 404', async (p) => {
    const res = await request(p);
    expect(res.status).toBe(404);
    expect(res.body.toString('latin1')).not.toContain(SECRET);
  });

  it('a link that stays inside the root is served', async () => {
    const res = await request('/logo-link.png');
    expect(res.status).toBe(200);
    expect(res.body.equals(files['img/logo.png'] as Buffer)).toBe(true);
  });

  it('a root that is itself a symbolic link (the out dir of a build) is served through it', async () => {
    const link = path.join(dir, 'current');
    await symlink(root, link);
    const linked = createStaticServer({ source: diskSource(link) });
    const url = new URL(await listen(linked, 0, '127.0.0.1'));
    try {
      const ok = await fetch(new URL('/docs/install', url));
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe(files['docs/install.html']);
      expect((await fetch(new URL('/leak.txt', url))).status).toBe(404);
    } finally {
      await closeServer(linked);
    }
  });
});

describe('range requests', () => {
  const logo = files['img/logo.png'] as Buffer;
  const page = Buffer.from(files['docs/install.html'] as string);

  it('every found file advertises byte ranges', async () => {
    expect((await request('/img/logo.png')).headers['accept-ranges']).toBe('bytes');
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=100-', 100, logo.length - 1],
    ['bytes=-16', logo.length - 16, logo.length - 1],
    ['bytes=4000-999999', 4000, logo.length - 1],
  ])('%s → 206 with that span', async (range, start, end) => {
    const res = await request('/img/logo.png', { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${logo.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.body.equals(logo.subarray(start, end + 1))).toBe(true);
  });

  it('a range of a compressible page is sent uncompressed', async () => {
    const res = await request('/docs/install', { headers: { range: 'bytes=10-29', 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(page.subarray(10, 30))).toBe(true);
  });

  it.each(['bytes=999999-', 'bytes=-0'])('%s → 416 naming the size', async (range) => {
    const res = await request('/img/logo.png', { headers: { range } });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${logo.length}`);
  });

  it.each(['bytes=0-1,5-6', 'bytes=9-2', 'items=0-1', 'bytes=-'])('%s (several or malformed) → 200 with the whole file', async (range) => {
    const res = await request('/img/logo.png', { headers: { range } });
    expect(res.status).toBe(200);
    expect(res.body.equals(logo)).toBe(true);
  });

  it('If-Range with another version sends the whole file; with this one, the range', async () => {
    const { etag } = (await request('/img/logo.png')).headers;
    expect((await request('/img/logo.png', { headers: { range: 'bytes=0-0', 'if-range': '"old"' } })).status).toBe(200);
    expect((await request('/img/logo.png', { headers: { range: 'bytes=0-0', 'if-range': etag! } })).status).toBe(206);
  });

  it('HEAD with a range: the 206 headers, no body', async () => {
    const res = await request('/img/logo.png', { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-length']).toBe('10');
    expect(res.body.length).toBe(0);
  });

  it('the in-memory site of the dev server answers ranges too', async () => {
    const memory = createStaticServer({ source: memorySource('/virtual', new Map([['a.bin', { body: logo, mtime: new Date() }]])) });
    const url = await listen(memory, 0, '127.0.0.1');
    try {
      const res = await fetch(`${url}/a.bin`, { headers: { range: 'bytes=2-5' } });
      expect(res.status).toBe(206);
      expect(Buffer.from(await res.arrayBuffer()).equals(logo.subarray(2, 6))).toBe(true);
      expect((await fetch(`${url}/a.bin`)).headers.get('content-length')).toBe(String(logo.length));
    } finally {
      await closeServer(memory);
    }
  });

  it('the dev server tags a page alike whether it sends it as kept or rewritten to the same bytes', async () => {
    const pages = new Map([['index.html', { body: Buffer.from('<!DOCTYPE html><title>Tagged</title>'), mtime: new Date() }]]);
    const etags: (string | null)[] = [];
    for (const transformHtml of [undefined, (html: string) => html]) {
      const memory = createStaticServer({ source: memorySource('/virtual', pages), transformHtml });
      const url = await listen(memory, 0, '127.0.0.1');
      try {
        etags.push((await fetch(`${url}/`)).headers.get('etag'));
      } finally {
        await closeServer(memory);
      }
    }
    expect(etags[0]).toMatch(/^"[\w-]{22}"$/);
    expect(etags[1]).toBe(etags[0]);
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-0', 10, [0, 0]],
    ['bytes=9-', 10, [9, 9]],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=-20', 10, [0, 9]],
    ['bytes=-1', 0, 'unsatisfiable'],
    [' bytes=1-2 ', 10, [1, 2]],
    ['bytes=1-2, 4-5', 10, undefined],
  ] as const)('%j of %d bytes → %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('a site under a base path (`/repo-name/`)', () => {
  let based: http.Server;
  let origin: string;
  const get = (rawPath: string) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(origin);
      http
        .get({ host: url.hostname, port: url.port, path: rawPath }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  beforeAll(async () => {
    based = createStaticServer({ source: diskSource(root), base: '/repo-name/' });
    origin = await listen(based, 0, '127.0.0.1');
  });
  afterAll(() => closeServer(based));

  it('serves pages and files under the base', async () => {
    expect((await get('/repo-name/')).body.toString()).toContain('<title>Home</title>');
    expect((await get('/repo-name/docs/install')).body.toString()).toContain('<title>Installation</title>');
    const asset = await get('/repo-name/assets/app-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('redirects / and the bare base to the base, keeping the query', async () => {
    expect(await get('/')).toMatchObject({ status: 302, headers: { location: '/repo-name/' } });
    expect(await get('/repo-name?x=1')).toMatchObject({ status: 302, headers: { location: '/repo-name/?x=1' } });
  });

  it('redirects to clean URLs under the base', async () => {
    expect(await get('/repo-name/docs/install.html')).toMatchObject({ status: 301, headers: { location: '/repo-name/docs/install' } });
  });

  it('answers 404 outside the base, and for unknown paths under it, with the 404 page', async () => {
    for (const p of ['/docs/install', '/assets/app-3f9a1c.js', '/repo-names/docs/install', '/repo-name/docs/nowhere']) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(response.body.toString()).toContain('Page Not Found');
    }
  });
});
