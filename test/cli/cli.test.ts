import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const serve = vi.fn(async () => ({}));
vi.mock('../../src/serve/serve.js', () => ({ serve }));

const { createProgram, main } = await import('../../src/cli.js');
const { version } = (await import('../../package.json', { with: { type: 'json' } })).default;

/** Runs the CLI in-process, capturing what it prints. */
async function run(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const log = vi.spyOn(console, 'log').mockImplementation((...a) => void (stdout += `${a.join(' ')}\n`));
  const error = vi.spyOn(console, 'error').mockImplementation((...a) => void (stderr += `${a.join(' ')}\n`));
  process.exitCode = 0;
  try {
    await main(['node', 'docsgen', ...args]);
    return { stdout, stderr, code: Number(process.exitCode ?? 0) };
  } finally {
    for (const spy of [out, err, log, error]) spy.mockRestore();
    process.exitCode = 0;
  }
}

let dir: string;
const cwd = process.cwd();
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-cli-'));
  serve.mockClear();
});
afterEach(async () => {
  process.chdir(cwd);
  await rm(dir, { recursive: true, force: true });
});

describe('the command line', () => {
  it('-v and --version print the version', async () => {
    for (const flag of ['-v', '--version']) {
      const result = await run([flag]);
      expect(result.stdout.trim()).toBe(version);
      expect(result.code).toBe(0);
    }
  });

  it('dev and start are serve --watch, with serve\'s options', async () => {
    for (const name of ['dev', 'start']) {
      await run([name, '--port', '4000', '-c', 'docs.config.ts']);
      expect(serve).toHaveBeenLastCalledWith(expect.objectContaining({ watch: true, port: 4000, config: 'docs.config.ts', host: '127.0.0.1' }));
    }
    await run(['serve']);
    expect(serve).toHaveBeenLastCalledWith(expect.objectContaining({ watch: undefined }));
    await run(['serve', '--watch']);
    expect(serve).toHaveBeenLastCalledWith(expect.objectContaining({ watch: true }));
    const help = createProgram().helpInformation();
    expect(help).toMatch(/^\s+dev \[options\]\s+write the site: serve --watch/m);
    expect(help).toMatch(/^\s+start \[options\]\s+the same as dev/m);
  });

  it('--page-timeout and --page-memory reach every thread as DOCSGEN_PAGE_TIMEOUT and DOCSGEN_PAGE_MEMORY, and refuse what is no limit', async () => {
    const saved = { timeout: process.env.DOCSGEN_PAGE_TIMEOUT, memory: process.env.DOCSGEN_PAGE_MEMORY };
    try {
      delete process.env.DOCSGEN_PAGE_TIMEOUT;
      delete process.env.DOCSGEN_PAGE_MEMORY;
      await run(['dev', '--page-timeout', '300', '--page-memory', '4096']);
      expect(serve).toHaveBeenCalled();
      expect([process.env.DOCSGEN_PAGE_TIMEOUT, process.env.DOCSGEN_PAGE_MEMORY]).toEqual(['300', '4096']);
      const refused = await run(['build', '--page-timeout', '0']);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('must be a number of seconds');
      expect((await run(['serve', '--page-memory', '12'])).stderr).toContain('must be a whole number of megabytes');
    } finally {
      for (const [name, value] of [['DOCSGEN_PAGE_TIMEOUT', saved.timeout], ['DOCSGEN_PAGE_MEMORY', saved.memory]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('with no config in the folder, the error suggests docsgen init', async () => {
    process.chdir(dir);
    const result = await run(['build']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('site.config.ts: config file not found');
    expect(result.stderr).toContain('To start a new site here, run: npx docsgen init');
  });
});
