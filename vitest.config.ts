import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@theme': path.resolve('templates') } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    globalSetup: ['test/globalSetup.ts'],
    reporters: ['default', './test/summaryReporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser tests start Chromium; two cores run two files at a time.
    maxWorkers: 2,
  },
});
