import { performance } from 'node:perf_hooks';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(`⚠ ${message}`),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {} };

export interface PhaseTimes {
  [phase: string]: number;
}

/** Runs one build phase, prints `✓ name 12ms` (or ✗), and records its time. */
export async function task<T>(name: string, times: PhaseTimes, logger: Logger, fn: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    const result = await fn();
    times[name] = performance.now() - start;
    logger.info(`  ✓ ${name.padEnd(8)} ${formatMs(times[name]!)}`);
    return result;
  } catch (error) {
    logger.info(`  ✗ ${name.padEnd(8)} ${formatMs(performance.now() - start)}`);
    throw error;
  }
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)}s` : `${Math.round(ms)}ms`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
