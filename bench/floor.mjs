// node bench/floor.mjs <docs folder> [k/n] — the bare floor of the required Markdown stack: every
// .md file below the folder read and turned into HTML trees by unified + remark-parse + remark-gfm +
// remark-rehype, in this one process. With `k/n`, only the files whose index modulo n is k (n
// processes side by side share the files). Prints {ms, cpuMs, files, maxRssMb} as JSON.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const dir = process.argv[2];
const [part, parts] = (process.argv[3] ?? '0/1').split('/').map(Number);
const files = (await readdir(dir, { recursive: true }))
  .filter((f) => f.endsWith('.md'))
  .sort()
  .filter((_, i) => i % parts === part);
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
const cpuStart = process.cpuUsage();
const start = performance.now();
for (const file of files) {
  const text = await readFile(path.join(dir, file), 'utf8');
  // Front matter is not Markdown: the floor parses the body, as docsgen does.
  const body = text.startsWith('---\n') ? text.slice(text.indexOf('\n---', 3) + 4) : text;
  await processor.run(processor.parse(body));
}
const ms = performance.now() - start;
const cpu = process.cpuUsage(cpuStart);
console.log(JSON.stringify({ ms: Math.round(ms), cpuMs: Math.round((cpu.user + cpu.system) / 1000), files: files.length, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
