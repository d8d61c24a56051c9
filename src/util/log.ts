import { performance } from 'node:perf_hooks';
import { createTerminalLogger, type Logger } from './terminalLogger.js';
import type { FoundProblems } from './errors.js';

export type { Logger };

/** The process's terminal: colour and progress when stdout is a TTY (see terminalLogger.ts). */
export const consoleLogger: Logger = createTerminalLogger();

export const silentLogger: Logger = { info: () => {}, warn: () => {} };

/** A group of problems as the `--report` file lists them. */
export type ReportedProblems = FoundProblems;

/** Passes everything to `logger`, counts the warnings (the build's summary shows them) and keeps them for the report. */
export function countWarnings(logger: Logger): Logger & { readonly warnings: number; readonly reported: ReportedProblems[] } {
  let warnings = 0;
  const reported: ReportedProblems[] = [];
  return {
    info: (message) => logger.info(message),
    warn: (message, count = 1, listed) => {
      warnings += count;
      reported.push({ severity: 'warning', summary: listed?.summary ?? message.split('\n')[0]!, problems: listed ? [...listed.problems] : message.split('\n').slice(1).map((line) => line.replace(/^\s*- /, '')) });
      logger.warn(message, count, listed);
    },
    get reported() {
      return reported;
    },
    phase: (name) => logger.phase?.(name),
    progress: (done, total) => logger.progress?.(done, total),
    get warnings() {
      return warnings;
    },
  };
}

export interface PhaseTimes {
  [phase: string]: number;
}

/**
 * The processor time of each phase `task` recorded into a PhaseTimes, in ms: every thread of the
 * process (the page workers' too). Beside the phase's time on the wall it says how many cores the
 * phase kept busy (`--report`'s `cpuTimes`).
 */
const cpuTimes = new WeakMap<PhaseTimes, PhaseTimes>();

/** The processor time of each phase recorded into `times` (see cpuTimes). */
export function phaseCpuTimes(times: PhaseTimes): PhaseTimes {
  return cpuTimes.get(times) ?? {};
}

/** Runs one build phase, prints `✓ name 12ms` (or ✗), and records its time and its processor time. */
export async function task<T>(name: string, times: PhaseTimes, logger: Logger, fn: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  logger.phase?.(name);
  try {
    const result = await fn();
    times[name] = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    const cpuOf = cpuTimes.get(times) ?? {};
    cpuOf[name] = (cpu.user + cpu.system) / 1000;
    cpuTimes.set(times, cpuOf);
    logger.phase?.(undefined);
    logger.info(`  ✓ ${name.padEnd(8)} ${formatMs(times[name]!)}`);
    return result;
  } catch (error) {
    logger.phase?.(undefined);
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
