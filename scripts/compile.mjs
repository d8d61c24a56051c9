// Compiles the CLI and the public API (src/) into dist/ with esbuild; dependencies stay external.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry content hashes: without a clean folder every compile would leave the old ones behind.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', contentWorker: 'src/content/contentWorker.ts', renderWorker: 'src/render/renderWorker.ts', crawlWorker: 'src/crawl/crawlWorker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
