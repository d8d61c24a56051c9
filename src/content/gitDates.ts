import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Last commit date of every file under `dirs` (the site's source folders), from one `git log`
 * call (one process, not one per file). Files git does not know, or no git at all, simply get no date.
 */
export async function gitDates(dirs: readonly string[]): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  const dir = dirs[0];
  if (!dir) return dates;
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    const root = top.trim();
    const { stdout } = await run('git', ['log', '--format=%x00%cI', '--name-only', '--', ...dirs.map((d) => path.relative(dir, d) || '.')], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    let date = '';
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && !dates.has(path.join(root, line))) dates.set(path.join(root, line), date);
    }
  } catch {
    // Not a git checkout, or git is missing: pages show no date.
  }
  return dates;
}
