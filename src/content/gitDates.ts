import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A file's last commit: its date (ISO 8601) and its author's name. */
export interface GitUpdate {
  date: string;
  author: string;
}

/**
 * Last commit (date and author) of every file under `dirs` (the site's source folders), from one
 * `git log` call (one process, not one per file). Files git does not know, or no git at all, simply get none.
 */
export async function gitDates(dirs: readonly string[]): Promise<Map<string, GitUpdate>> {
  const updates = new Map<string, GitUpdate>();
  const dir = dirs[0];
  if (!dir) return updates;
  try {
    // The checkout's top folder reached from `dir` as the caller spells it (through a symlink too), so the
    // files' paths match the pages' own.
    const { stdout: up } = await run('git', ['rev-parse', '--show-cdup'], { cwd: dir });
    const root = path.resolve(dir, up.trim());
    // core.quotePath off: a name with non-ASCII letters is printed as it is, not quoted and escaped.
    const { stdout } = await run('git', ['-c', 'core.quotePath=false', 'log', '--format=%x00%cI%x00%an', '--name-only', '--', ...dirs.map((d) => path.relative(dir, d) || '.')], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    });
    let commit: GitUpdate = { date: '', author: '' };
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) {
        const [date = '', author = ''] = line.slice(1).split('\0');
        commit = { date, author };
      } else if (line && !updates.has(path.join(root, line))) updates.set(path.join(root, line), commit);
    }
  } catch {
    // Not a git checkout, or git is missing: pages show no date.
  }
  return updates;
}
