import { execFile } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeLater, removeTempDirs, ROOT, SITES, tempDir, type CliResult } from '../helpers/cli.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

afterAll(removeTempDirs);

/** `docsgen build` of a copy of the gate fixture `site` into `<dir>/site`, with the system's temporary folder an empty one of its own (TMPDIR). */
async function buildWithOwnTemp(site: string): Promise<{ result: CliResult; temp: string; dir: string }> {
  const { root } = await copyFixtureSite(path.join(SITES, site), `docsgen-temp-${site}-`, { themeDir: 'templates' });
  removeLater(root);
  const temp = removeLater(await mkdtemp(path.join(os.tmpdir(), 'docsgen-own-tmpdir-')));
  const dir = await tempDir('docsgen-temp-out-');
  const args = [path.join(ROOT, 'bin', 'docsgen'), 'build', '--config', path.join(root, 'site.config.ts'), '--out', path.join(dir, 'site'), '--no-crawl'];
  const result = await new Promise<CliResult>((resolve) => {
    execFile(process.execPath, args, { cwd: ROOT, timeout: 170_000, env: { ...process.env, TMPDIR: temp, NO_COLOR: '1' } }, (error, stdout, stderr) => resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, stdout, stderr }));
  });
  return { result, temp, dir };
}

describe("docsgen's own temporary files and folders", () => {
  it('a build that succeeds leaves nothing in the temporary folder, and only its output beside it', async () => {
    const { result, temp, dir } = await buildWithOwnTemp('good');
    expect(result.code, result.stderr).toBe(0);
    expect(await readdir(temp)).toEqual([]);
    expect(await readdir(dir)).toEqual(['site']);
  }, 180_000);

  it('a build that fails in its content stage (malformed front matter) leaves nothing: no temporary file, no staging folder', async () => {
    const { result, temp, dir } = await buildWithOwnTemp('malformed-yaml');
    expect(result.code, result.stdout).toBe(1);
    expect(await readdir(temp)).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  }, 180_000);

  it('a build that fails after its pages were written (a broken link) leaves nothing: its staging folder is removed', async () => {
    const { result, temp, dir } = await buildWithOwnTemp('broken-link');
    expect(result.code, result.stdout).toBe(1);
    expect(result.stderr).toMatch(/broken link/);
    expect(await readdir(temp)).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  }, 180_000);
});
