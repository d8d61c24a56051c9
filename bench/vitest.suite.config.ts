// The suite's config plus the per-file CPU probe (see bench/suite.mjs).
import { mergeConfig } from 'vitest/config';
import base from '../vitest.config.js';

export default mergeConfig(base, { test: { setupFiles: ['bench/suiteFileCpu.ts'] } });
