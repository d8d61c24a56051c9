import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface ContentFiles {
  pages: string[];
  categoryFiles: string[];
}

/** Every page (`*.md`, `*.mdx`; not those starting with `_`, which are partials) and `_category_.json` below `dir`, sorted so ids and output are deterministic. */
export async function walkDocs(dir: string): Promise<ContentFiles> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const pages: string[] = [];
  const categoryFiles: string[] = [];
  for (const entry of entries) {
    // A symlink is a page too (a dangling one then fails with a clear "cannot read" error).
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const parts = path.relative(dir, full).split(path.sep);
    if (entry.name === '_category_.json') categoryFiles.push(full);
    else if (/\.mdx?$/.test(entry.name) && !parts.some((part) => part.startsWith('_') || part.startsWith('.'))) pages.push(full);
  }
  return { pages: pages.sort(), categoryFiles: categoryFiles.sort() };
}
