import { performance } from 'node:perf_hooks';

/** Where the build's messages go (the terminal, a test's collector, nothing). */
export interface Logger {
  info(message: string): void;
  /**
   * A warning; `count` says how many problems it lists (default 1), for the build's summary;
   * `listed` is the whole list when the message shortens it (for the `--report` file).
   */
  warn(message: string, count?: number, listed?: ListedProblems): void;
  /** A phase starts (its name) or ends (undefined): a terminal clears its progress line. */
  phase?(name: string | undefined): void;
  /** `done` of `total` items of the running phase are done (a terminal shows it when the phase is slow). */
  progress?(done: number, total: number): void;
}

/** A warning's every problem (see Logger.warn). */
export interface ListedProblems {
  summary: string;
  problems: readonly string[];
  /**
   * A gate's warning: the gate and what it calls a problem, and the lines the message shows
   * (`problems` shortened, index for index): a build of several locales lists the problems every
   * locale's build met once (see localeWarnings).
   */
  gate?: { name: string; noun: string; action: string; shown: readonly string[] };
}

/** What the logger writes to: process.stdout / process.stderr, or a test's stand-in. */
export interface TerminalStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface TerminalOptions {
  out?: TerminalStream;
  err?: TerminalStream;
  env?: NodeJS.ProcessEnv;
  /** Milliseconds; tests drive it. */
  now?: () => number;
}

/** A phase shows its progress once it has run this long (fast phases print only their ✓ line). */
export const PROGRESS_AFTER_MS = 1000;
/** At most one progress redraw per this many milliseconds. */
const REDRAW_MS = 100;

/**
 * Colour, as most command-line tools decide it: FORCE_COLOR (anything but 0 or false) forces it,
 * a non-empty NO_COLOR turns it off, else a terminal (a TTY, not TERM=dumb) gets it.
 */
export function colourEnabled(stream: TerminalStream, env: NodeJS.ProcessEnv): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return !/^(0|false)$/i.test(force);
  if (env.NO_COLOR) return false;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** A progress line redrawn in place: a terminal only, never in CI logs or a pipe. */
export function progressEnabled(stream: TerminalStream, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && env.TERM !== 'dumb' && !env.CI;
}

export type Paint = (text: string) => string;

export function painter(enabled: boolean): { green: Paint; red: Paint; yellow: Paint; dim: Paint; bold: Paint } {
  const sgr = (open: number, close: number): Paint => (enabled ? (text) => `\x1b[${open}m${text}\x1b[${close}m` : (text) => text);
  return { green: sgr(32, 39), red: sgr(31, 39), yellow: sgr(33, 39), dim: sgr(2, 22), bold: sgr(1, 22) };
}

/**
 * The CLI's logger. On a terminal: ✓ green, ✗ red, warnings yellow, and a phase that runs over a
 * second shows `content 312/600` on a line of its own, redrawn in place and erased when the phase
 * ends. Elsewhere (a pipe, CI, NO_COLOR) the same lines, plain, and no progress.
 */
export function createTerminalLogger(options: TerminalOptions = {}): Logger {
  const out = options.out ?? process.stdout;
  const err = options.err ?? process.stderr;
  const env = options.env ?? process.env;
  const now = options.now ?? (() => performance.now());
  const colours = painter(colourEnabled(out, env));
  const warnColours = painter(colourEnabled(err, env));
  const showProgress = progressEnabled(out, env);
  let phase: { name: string; start: number } | undefined;
  let drawnAt: number | undefined;

  const erase = () => {
    if (drawnAt === undefined) return;
    out.write('\r\x1b[2K');
    drawnAt = undefined;
  };
  const mark = (line: string) =>
    line.replace(/^(\s*)✓/, (_, s: string) => `${s}${colours.green('✓')}`).replace(/^(\s*)✗/, (_, s: string) => `${s}${colours.red('✗')}`).replace(/^(build complete)/, (m) => colours.bold(m));

  return {
    info(message) {
      erase();
      out.write(`${mark(message)}\n`);
    },
    warn(message) {
      erase();
      const [first, ...rest] = message.split('\n');
      err.write(`${warnColours.yellow(`⚠ ${first}`)}${rest.length ? `\n${rest.join('\n')}` : ''}\n`);
    },
    phase(name) {
      erase();
      phase = name === undefined ? undefined : { name, start: now() };
    },
    progress(done, total) {
      if (!showProgress || !phase) return;
      const t = now();
      if (t - phase.start < PROGRESS_AFTER_MS) return;
      if (drawnAt !== undefined && t - drawnAt < REDRAW_MS && done < total) return;
      out.write(`\r\x1b[2K  ${colours.dim('…')} ${phase.name.padEnd(8)} ${done}/${total}`);
      drawnAt = t;
    },
  };
}
