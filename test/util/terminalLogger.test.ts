import { describe, expect, it } from 'vitest';
import { countWarnings, task } from '../../src/util/log.js';
import { colourEnabled, createTerminalLogger, PROGRESS_AFTER_MS, progressEnabled, type TerminalStream } from '../../src/util/terminalLogger.js';

/** A stand-in for process.stdout / stderr that records what is written. */
function stream(isTTY: boolean): TerminalStream & { text: string } {
  return {
    isTTY,
    text: '',
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

/** A logger on fake streams and a clock the test moves. */
function terminal(isTTY: boolean, env: NodeJS.ProcessEnv = {}) {
  const out = stream(isTTY);
  const err = stream(isTTY);
  const clock = { t: 0 };
  const logger = createTerminalLogger({ out, err, env, now: () => clock.t });
  return { out, err, clock, logger };
}

const ESC = '\x1b[';

describe('colour', () => {
  it.each([
    ['a terminal', true, {}, true],
    ['a terminal with NO_COLOR', true, { NO_COLOR: '1' }, false],
    ['a terminal with an empty NO_COLOR', true, { NO_COLOR: '' }, true],
    ['a terminal with TERM=dumb', true, { TERM: 'dumb' }, false],
    ['a pipe', false, {}, false],
    ['a pipe with FORCE_COLOR', false, { FORCE_COLOR: '1' }, true],
    ['a terminal with FORCE_COLOR=0', true, { FORCE_COLOR: '0' }, false],
    ['NO_COLOR and FORCE_COLOR (FORCE_COLOR wins, as in Node)', false, { NO_COLOR: '1', FORCE_COLOR: '1' }, true],
  ] as const)('%s: %s', (_, isTTY, env, expected) => {
    expect(colourEnabled({ isTTY, write: () => true }, env)).toBe(expected);
  });

  it('paints ✓ green, ✗ red and warnings yellow on a terminal; nothing with NO_COLOR or in a pipe', () => {
    const tty = terminal(true);
    tty.logger.info('  ✓ content  12ms');
    tty.logger.info('  ✗ render   3ms');
    tty.logger.warn('2 broken anchors found\n  - a.md:1\n  - b.md:2', 2);
    expect(tty.out.text).toBe(`  ${ESC}32m✓${ESC}39m content  12ms\n  ${ESC}31m✗${ESC}39m render   3ms\n`);
    expect(tty.err.text).toBe(`${ESC}33m⚠ 2 broken anchors found${ESC}39m\n  - a.md:1\n  - b.md:2\n`);
    for (const plain of [terminal(true, { NO_COLOR: '1' }), terminal(false)]) {
      plain.logger.info('  ✓ content  12ms');
      plain.logger.warn('careful');
      expect(plain.out.text).toBe('  ✓ content  12ms\n');
      expect(plain.err.text).toBe('⚠ careful\n');
    }
  });
});

describe('progress', () => {
  it('shows n/N on a terminal once a phase has run over a second, redrawn in place and erased before the next line', () => {
    const { out, clock, logger } = terminal(true);
    logger.phase!('content');
    logger.progress!(1, 600);
    clock.t = PROGRESS_AFTER_MS - 1;
    logger.progress!(100, 600);
    expect(out.text).toBe('');
    clock.t = PROGRESS_AFTER_MS;
    logger.progress!(120, 600);
    expect(out.text).toBe(`\r${ESC}2K  ${ESC}2m…${ESC}22m content  120/600`);
    // Redraws are throttled; the last item always shows.
    clock.t += 10;
    logger.progress!(121, 600);
    expect(out.text.match(/\/600/g)).toHaveLength(1);
    clock.t += 100;
    logger.progress!(300, 600);
    expect(out.text).toContain('content  300/600');
    logger.progress!(600, 600);
    expect(out.text).toContain('content  600/600');
    out.text = '';
    logger.phase!(undefined);
    logger.info('  ✓ content  1.20s');
    expect(out.text).toBe(`\r${ESC}2K  ${ESC}32m✓${ESC}39m content  1.20s\n`);
  });

  it('a phase under a second prints only its ✓ line', async () => {
    const { out, clock, logger } = terminal(true);
    await task('render', {}, logger, () => {
      for (let i = 1; i <= 50; i++) {
        clock.t += 10;
        logger.progress!(i, 50);
      }
    });
    expect(out.text).toMatch(/^ {2}\x1b\[32m✓\x1b\[39m render +\d+m?s\n$/);
  });

  it('is plain in a pipe, in CI and on a dumb terminal: no progress at all', () => {
    for (const { out, clock, logger } of [terminal(false), terminal(true, { CI: 'true' }), terminal(true, { TERM: 'dumb' })]) {
      logger.phase!('content');
      clock.t = 5 * PROGRESS_AFTER_MS;
      logger.progress!(10, 600);
      logger.phase!(undefined);
      logger.info('  ✓ content  5.00s');
      expect(out.text.replace(/\x1b\[\d+m/g, '')).toBe('  ✓ content  5.00s\n');
      expect(out.text).not.toContain('\r');
    }
    expect(progressEnabled({ isTTY: true, write: () => true }, {})).toBe(true);
  });
});

describe('countWarnings', () => {
  it('counts each warning, or the problems a warning lists', () => {
    const seen: string[] = [];
    const logger = countWarnings({ info: () => {}, warn: (message) => seen.push(message) });
    logger.warn('one');
    logger.warn('3 broken links found', 3);
    expect(logger.warnings).toBe(4);
    expect(seen).toEqual(['one', '3 broken links found']);
  });
});
