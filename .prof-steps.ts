import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { splitFrontMatter } from './src/content/frontMatter.js';

const file = process.argv[2]!;
const raw = readFileSync(file, 'utf8');
const { body } = splitFrontMatter(raw, file);
const gc = (globalThis as { gc?: () => void }).gc!;
let t = performance.now();
const step = (label: string) => {
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  gc();
  const m = process.memoryUsage();
  console.log(`${label.padEnd(22)} ${(performance.now() - t).toFixed(0).padStart(6)} ms  peakRss=${peak} heapUsed(after gc)=${m.heapUsed >> 20}`);
  t = performance.now();
};
step('read');
const p = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const tree = p.parse(body);
step('parse');
