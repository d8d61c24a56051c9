// The JavaScript a page loads before any interaction: the entry and the chunks its loader
// preloads (read from the built HTML), in bytes and gzipped. With --follow-dynamic, also what the
// entry may import later (island runtime and chunks) is listed apart.
//   node bench/firstLoadJs.mjs <built site folder> <page path, e.g. docs/intro>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [outDir, pagePath] = process.argv.slice(2);
if (!outDir || !pagePath) {
  console.error('usage: node bench/firstLoadJs.mjs <built site folder> <page path>');
  process.exit(1);
}
const htmlFile = [path.join(outDir, `${pagePath}.html`), path.join(outDir, pagePath, 'index.html')].find((file) => {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
});
if (!htmlFile) throw new Error(`no HTML for ${pagePath} in ${outDir}`);
const html = readFileSync(htmlFile, 'utf8');
// The head's loader is called with ["/assets/main-X.js", ["/assets/chunk-….js", …]] (a page with islands: the island bundle's entry, islands-X.js, first).
const call = /\}\)\((\["\/assets\/(?:main|islands)-[^"]+\.js",\[[^\]]*\]\])\)<\/script>/.exec(html);
if (!call) throw new Error(`${htmlFile}: no script loader found`);
const [entry, preload] = JSON.parse(call[1]);
const files = [...new Set([entry, ...preload])];
let raw = 0;
let gzip = 0;
for (const url of files) {
  const bytes = readFileSync(path.join(outDir, url));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
console.log(JSON.stringify({ page: pagePath, scripts: files.length, bytes: raw, gzip }));
