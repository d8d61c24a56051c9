import { rename, writeFile } from 'node:fs/promises';

/** Writes `contents` to `file` through a temporary file and a rename: readers see old or new. */
export async function writeFileAtomic(file: string, contents: string): Promise<void> {
  const temp = `${file}.tmp-${process.pid}`;
  await writeFile(temp, contents);
  await rename(temp, file);
}
