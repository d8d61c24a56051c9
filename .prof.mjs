// ../../tmp/prof4.mts
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { unified } from "unified";
import remarkParse from "remark-parse";
var time = (name, raw2) => {
  const p = unified().use(remarkParse);
  for (let i = 0; i < 5; i++) p.parse(raw2);
  const t2 = performance.now();
  for (let i = 0; i < 10; i++) p.parse(raw2);
  console.log(name, raw2.length, ((performance.now() - t2) / 10).toFixed(1), "ms");
};
var raw = readFileSync("/work/main/content/docs/install.md", "utf8");
time("install", raw);
time("plain", "Hello *world* and some `code` text here.\n\n".repeat(170));
time("code", "```ts\nconst a = 1;\nconst b = 2;\n```\n\n".repeat(200));
var t = performance.now();
var x = 0;
for (let i = 0; i < 1e8; i++) x += i;
console.log("loop 1e8", Math.round(performance.now() - t), "ms");
